import { applyDecorators } from "@nestjs/common";
import { ApiQuery, ApiResponse } from "@nestjs/swagger";
import { createZodDto } from "nestjs-zod";
import { z } from "zod";

export class MessageDto extends createZodDto(z.object({ message: z.string() })) {}
export class ErrorDto extends createZodDto(z.object({ detail: z.string() })) {}
export class ValidationErrorDto extends createZodDto(
  z.object({ detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })) }),
) {}

/** The error answers every route can give, in the shapes the web app reads. */
export const ApiErrorResponses = () =>
  applyDecorators(
    ApiResponse({ status: 400, type: ErrorDto, description: "Refused (the detail says why)" }),
    ApiResponse({ status: 401, type: ErrorDto, description: "Missing, invalid or expired token" }),
    ApiResponse({ status: 403, type: ErrorDto, description: "Not allowed, or inactive user" }),
    ApiResponse({ status: 404, type: ErrorDto, description: "Not found" }),
    ApiResponse({ status: 422, type: ValidationErrorDto, description: "Invalid input" }),
  );

export const ApiPagination = () =>
  applyDecorators(
    ApiQuery({ name: "skip", required: false, schema: { type: "integer", minimum: 0, default: 0 } }),
    ApiQuery({ name: "limit", required: false, schema: { type: "integer", minimum: 1, maximum: 1000, default: 100 } }),
  );
