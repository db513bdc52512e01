import type { ErrorCode, ErrorResponse, ValidationIssue } from "@adsight/shared";
import { HttpException, HttpStatus } from "@nestjs/common";
import type { ZodError } from "zod";

export type IssueLocation = "body" | "query" | "path" | "header";

/** The 422 answer: one `{loc, msg, type}` per problem, as the web app's forms and toasts read it. */
export class ValidationFailed extends HttpException {
  constructor(issues: ValidationIssue[]) {
    super({ detail: issues }, HttpStatus.UNPROCESSABLE_ENTITY);
  }

  static fromZod(error: ZodError, location: IssueLocation, name?: string): ValidationFailed {
    return new ValidationFailed(zodIssues(error, location, name));
  }
}

/** A zod error's issues as the 422 lists them, located in the request. */
export function zodIssues(error: ZodError, location: IssueLocation, name?: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [location, ...(name ? [name] : []), ...issue.path],
    msg: issue.message,
    type: issue.code,
  }));
}

/** The body of an error a client tells apart by its code (`new ConflictException(codedError(...))`). */
export function codedError(code: ErrorCode, detail: string): ErrorResponse {
  return { detail, code };
}
