import { describe, expect, it } from "vitest";
import { LoginSchema, SignupFormSchema } from "./auth.js";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("auth schemas", () => {
  it("uses the spec's messages for missing fields", () => {
    expect(messages(SignupFormSchema.safeParse({}))).toEqual([
      "Email is required",
      "Password is required",
      "Password confirmation is required",
    ]);
    expect(messages(SignupFormSchema.safeParse({ email: "", password: "", confirmPassword: "" }))).toEqual([
      "Email is required",
      "Password is required",
      "Password confirmation is required",
    ]);
  });

  it("uses the spec's messages for bad values", () => {
    expect(messages(SignupFormSchema.safeParse({ email: "nope", password: "short", confirmPassword: "short" }))).toEqual([
      "Invalid email address",
      "Password must be at least 8 characters",
    ]);
    expect(messages(SignupFormSchema.safeParse({ email: "a@b.co", password: "long enough", confirmPassword: "different" }))).toEqual([
      "The passwords do not match",
    ]);
  });

  it("normalises the email", () => {
    expect(LoginSchema.parse({ username: " Ann@Example.COM ", password: "x" }).username).toBe("ann@example.com");
  });
});
