import { MESSAGES } from "../constants.js";
import { type ErrorCode, ErrorCodeSchema } from "../schemas/api.js";

export function errorMessageOf(body: unknown): string {
  if (body && typeof body === "object" && "detail" in body) {
    const { detail } = body;
    if (typeof detail === "string" && detail) return detail;
    if (Array.isArray(detail)) {
      const first: unknown = detail[0];
      if (first && typeof first === "object" && "msg" in first && typeof first.msg === "string") return first.msg;
    }
  }
  return MESSAGES.genericError;
}

export function errorCodeOf(body: unknown): ErrorCode | undefined {
  const code = body && typeof body === "object" && "code" in body ? body.code : undefined;
  const known = ErrorCodeSchema.safeParse(code);
  return known.success ? known.data : undefined;
}

const STATUS_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Content Too Large",
  422: "Validation Error",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function errorTitleOf(status: number): string {
  return STATUS_TITLES[status] ?? (status >= 500 ? "Server Error" : "Error");
}
