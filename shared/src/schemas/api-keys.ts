import { z } from "zod";
import { listOf } from "./api.js";

// Recognisable in a header and in a leaked file.
export const API_KEY_PREFIX = "ask_";
export const API_KEY_SHOWN_CHARS = 8;

export const ApiKeyCreateSchema = z.object({
  name: z.string({ required_error: "Name is required" }).trim().min(1, "Name is required").max(100, "At most 100 characters"),
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>;

export const ApiKeyPublicSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  prefix: z.string().describe("The key's first characters, to recognise it"),
  created_at: z.string().describe("ISO 8601"),
  last_used_at: z.string().nullable().describe("ISO 8601; null when never used"),
});
export type ApiKeyPublic = z.infer<typeof ApiKeyPublicSchema>;

export const ApiKeysListSchema = listOf(ApiKeyPublicSchema);

export const API_KEY_MESSAGES = { notFound: "API key not found" } as const;

export const ApiKeyCreatedSchema = ApiKeyPublicSchema.extend({
  key: z.string().describe("The whole key: shown only in this answer, stored only as a hash"),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;
