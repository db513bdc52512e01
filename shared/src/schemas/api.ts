import { z } from "zod";

export const PaginationSchema = z.object({
  // Bounded so the offset always fits the database's integer.
  skip: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export interface ListResponse<T> {
  data: T[];
  count: number;
}

export interface MessageResponse {
  message: string;
}

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Every error answer: a string for 400/401/403/404, a list of issues for 422. */
export interface ErrorResponse {
  detail: string | ValidationIssue[];
}
