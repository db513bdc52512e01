import { describe, expect, it } from "vitest";
import { errorCodeOf, errorMessageOf, errorTitleOf } from "./errors.js";

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

describe("errorCodeOf", () => {
  it("reads a known code and ignores anything else", () => {
    expect(errorCodeOf({ detail: "User with this email already exists", code: "EMAIL_TAKEN" })).toBe("EMAIL_TAKEN");
    expect(errorCodeOf({ detail: "User with this email already exists" })).toBeUndefined();
    expect(errorCodeOf({ detail: "x", code: "SOMETHING_NEW" })).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
  });
});

describe("errorTitleOf", () => {
  it("labels 422 'Validation Error' and other statuses by their standard names", () => {
    expect(errorTitleOf(422)).toBe("Validation Error");
    expect(errorTitleOf(404)).toBe("Not Found");
    expect(errorTitleOf(409)).toBe("Conflict");
    expect(errorTitleOf(507)).toBe("Server Error");
  });
});
