import { describe, expect, it } from "vitest";
import { twoDecimals, wholePercent } from "./format";

describe("formatting", () => {
  it("rounds to whole percent and two decimals with a minus sign", () => {
    expect(wholePercent(41.6)).toBe("42%");
    expect(twoDecimals(0.234)).toBe("0.23");
    expect(twoDecimals(-0.5)).toBe("−0.50");
    expect(twoDecimals(-0.001)).toBe("0.00");
  });
});
