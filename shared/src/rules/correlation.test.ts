import { describe, expect, it } from "vitest";
import { isCorrelationId } from "./correlation.js";

describe("isCorrelationId", () => {
  it("keeps short plain ids and refuses anything that could forge a log line", () => {
    expect(isCorrelationId("4b1c-9f.run:2")).toBe(true);
    expect(isCorrelationId("a\nfake log line")).toBe(false);
    expect(isCorrelationId("x".repeat(129))).toBe(false);
    expect(isCorrelationId("")).toBe(false);
    expect(isCorrelationId(null)).toBe(false);
  });
});
