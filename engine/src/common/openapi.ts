import { applyDecorators, SetMetadata } from "@nestjs/common";
import { ApiQuery, ApiResponse } from "@nestjs/swagger";
import { ErrorResponseSchema, MessageResponseSchema, ValidationErrorResponseSchema } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";
import { BODY_LIMIT, bodyTooLargeMessage, DEFAULT_BODY_LIMIT } from "./body-limits";

export class MessageDto extends createZodDto(MessageResponseSchema) {}
export class ErrorDto extends createZodDto(ErrorResponseSchema) {}
export class ValidationErrorDto extends createZodDto(ValidationErrorResponseSchema) {}

export const ApiErrorResponses = () =>
  applyDecorators(
    ApiResponse({ status: 400, type: ErrorDto, description: "Refused (the detail says why)" }),
    ApiResponse({ status: 401, type: ErrorDto, description: "Missing, invalid or expired token" }),
    ApiResponse({ status: 403, type: ErrorDto, description: "Not allowed, or inactive user" }),
    ApiResponse({ status: 404, type: ErrorDto, description: "Not found" }),
    ApiResponse({ status: 422, type: ValidationErrorDto, description: "Invalid input" }),
    ApiResponse({
      status: 429,
      type: ErrorDto,
      description:
        "Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key " +
        "carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds).",
      headers: {
        "Retry-After": { description: "Seconds until the key may call again", schema: { type: "integer" } },
        "RateLimit-Limit": { description: "Requests a key may make per window", schema: { type: "integer" } },
        "RateLimit-Remaining": { description: "Requests left in this window", schema: { type: "integer" } },
        "RateLimit-Reset": { description: "Seconds until the window restarts", schema: { type: "integer" } },
      },
    }),
    ApiBodyLimit(DEFAULT_BODY_LIMIT),
  );

const ApiBodyLimit = (limit: number) => ApiResponse({ status: 413, type: ErrorDto, description: bodyTooLargeMessage(limit) });

export const BodyLimit = (limit: number) => applyDecorators(SetMetadata(BODY_LIMIT, limit), ApiBodyLimit(limit));

export const ApiPagination = () =>
  applyDecorators(
    ApiQuery({ name: "skip", required: false, schema: { type: "integer", minimum: 0, default: 0 } }),
    ApiQuery({ name: "limit", required: false, schema: { type: "integer", minimum: 1, maximum: 1000, default: 100 } }),
  );
