import { ApiKeyCreatedSchema, ApiKeyCreateSchema, ApiKeysListSchema } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class ApiKeyCreateBody extends createZodDto(ApiKeyCreateSchema) {}
export class ApiKeyCreatedDto extends createZodDto(ApiKeyCreatedSchema) {}
export class ApiKeysListDto extends createZodDto(ApiKeysListSchema) {}
