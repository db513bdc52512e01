import { describe, expect, it } from "vitest";
import { errorMessageOf } from "./errors.js";

describe("errorMessageOf", () => {
  it("reads a string detail", () => {
    expect(errorMessageOf({ detail: "Item not found" })).toBe("Item not found");
  });

  it("reads the first issue of a validation error", () => {
    expect(errorMessageOf({ detail: [{ loc: ["body", "email"], msg: "Invalid email address", type: "value_error" }] })).toBe(
      "Invalid email address",
    );
  });

  it("falls back to the generic text", () => {
    expect(errorMessageOf(undefined)).toBe("Something went wrong.");
    expect(errorMessageOf({ detail: [] })).toBe("Something went wrong.");
    expect(errorMessageOf("oops")).toBe("Something went wrong.");
  });
});
