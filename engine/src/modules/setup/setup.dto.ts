import { LocationQuerySchema, LocationSuggestionSchema, SetupGenerateResponseSchema, SetupGenerateSchema } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class SetupGenerateBody extends createZodDto(SetupGenerateSchema) {}
export class SetupGenerateResponseDto extends createZodDto(SetupGenerateResponseSchema) {}
export class LocationQuery extends createZodDto(LocationQuerySchema) {}
export class LocationSuggestionDto extends createZodDto(LocationSuggestionSchema) {}
