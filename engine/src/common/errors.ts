import type { ErrorCode, ErrorResponse, ValidationIssue } from "@adsight/shared";
import { HttpException, HttpStatus } from "@nestjs/common";
import type { ZodError } from "zod";

export type IssueLocation = "body" | "query" | "path" | "header";

export class ValidationFailed extends HttpException {
  constructor(issues: ValidationIssue[]) {
    super({ detail: issues }, HttpStatus.UNPROCESSABLE_ENTITY);
  }

  static fromZod(error: ZodError, location: IssueLocation, name?: string): ValidationFailed {
    return new ValidationFailed(zodIssues(error, location, name));
  }
}

export function zodIssues(error: ZodError, location: IssueLocation, name?: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [location, ...(name ? [name] : []), ...issue.path],
    msg: issue.message,
    type: issue.code,
  }));
}

export function codedError(code: ErrorCode, detail: string): ErrorResponse {
  return { detail, code };
}
