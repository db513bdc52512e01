import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EngineError } from "./engine/transport.server";
import { replyWithEngineError } from "./form.server";

const schema = z.object({ email: z.string(), password: z.string() });
const submission = () => {
  const formData = new FormData();
  formData.set("email", "a@example.com");
  formData.set("password", "secret-123");
  return parseWithZod(formData, { schema });
};

describe("replyWithEngineError", () => {
  it("puts 422 issues on the fields they name", () => {
    const error = new EngineError(422, { detail: [{ loc: ["body", "email"], msg: "Invalid email address", type: "invalid_string" }] });
    expect(replyWithEngineError(submission(), error, ["email", "password"]).error).toEqual({ email: ["Invalid email address"] });
  });

  it("turns other answers into the form's error, optionally reworded", () => {
    const error = new EngineError(400, { detail: "The user with this email already exists in the system" });
    expect(replyWithEngineError(submission(), error, ["email"]).error).toEqual({ "": [error.message] });
    expect(replyWithEngineError(submission(), error, ["email"], () => "Account exists, try logging in.").error).toEqual({
      "": ["Account exists, try logging in."],
    });
  });

  it("uses the generic text when the engine gave no detail", () => {
    expect(replyWithEngineError(submission(), new EngineError(500, undefined), []).error).toEqual({ "": ["Something went wrong."] });
  });

  it("rethrows errors that are not the engine's", () => {
    expect(() => replyWithEngineError(submission(), new TypeError("boom"), [])).toThrow("boom");
  });
});
