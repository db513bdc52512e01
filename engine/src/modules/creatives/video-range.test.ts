import { describe, expect, it } from "vitest";
import { requestedRange } from "./video-range";

describe("requestedRange", () => {
  it("reads one range of bytes, an open end or a suffix, clipped to the file", () => {
    expect(requestedRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("answers the whole file for what a server may ignore", () => {
    for (const header of [undefined, "", "bytes=0-1,5-9", "items=0-9", "bytes=9-2", "bytes=-", "bytes=a-b"])
      expect(requestedRange(header, 1000)).toBeNull();
  });

  it("finds a range past the end, or of an empty file, unsatisfiable", () => {
    expect(requestedRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(requestedRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(requestedRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(requestedRange("bytes=-10", 0)).toBe("unsatisfiable");
  });
});
