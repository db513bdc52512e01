import { describe, expect, it } from "vitest";
import { isAdmin } from "./access.js";

describe("isAdmin", () => {
  it("holds for superusers and the owner, not for other users", () => {
    expect(isAdmin({ is_superuser: true, is_owner: false })).toBe(true);
    expect(isAdmin({ is_superuser: true, is_owner: true })).toBe(true);
    expect(isAdmin({ is_superuser: false, is_owner: true })).toBe(true);
    expect(isAdmin({ is_superuser: false, is_owner: false })).toBe(false);
  });
});
