import { z } from "zod";

export const PaginationSchema = z.object({
  // Bounded so the offset always fits the database's integer.
  skip: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), count: z.number().int() });
export type ListResponse<T> = z.infer<ReturnType<typeof listOf<z.ZodType<T>>>>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

// A code never changes; `detail` stays the text for people.
export const ErrorCodeSchema = z.enum(["EMAIL_TAKEN", "SIMULATION_RUNNING", "PRICE_CHANGED", "NOT_ENOUGH_CREDITS"]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  detail: z.string(),
  code: ErrorCodeSchema.optional().describe("Present on the errors a client may need to tell apart"),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const ValidationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ValidationErrorResponseSchema = z.object({ detail: z.array(ValidationIssueSchema) });
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;
