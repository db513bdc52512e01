import { ApiKeyCreatedSchema, ApiKeyCreateSchema, ApiKeyPublicSchema } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";
import { z } from "zod";

export class ApiKeyCreateBody extends createZodDto(ApiKeyCreateSchema) {}
export class ApiKeyCreatedDto extends createZodDto(ApiKeyCreatedSchema) {}
export class ApiKeysListDto extends createZodDto(z.object({ data: z.array(ApiKeyPublicSchema), count: z.number().int() })) {}
