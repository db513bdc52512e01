import type { Submission } from "@conform-to/react";
import { EngineError } from "./engine/transport.server";

// 422 issues land on the fields they name; anything else becomes the form-level error.
export function replyWithEngineError(
  submission: Submission<unknown>,
  error: unknown,
  fields: readonly string[],
  formError?: (error: EngineError) => string,
) {
  if (!(error instanceof EngineError)) throw error;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.loc.findLast((part): part is string => typeof part === "string" && fields.includes(part));
    if (field) (fieldErrors[field] ??= []).push(issue.msg);
  }
  if (Object.keys(fieldErrors).length > 0) return submission.reply({ fieldErrors });
  return submission.reply({ formErrors: [formError ? formError(error) : error.message] });
}
