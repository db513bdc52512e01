import { CreditsRequestSchema, DraftSaveSchema, SimulationStartSchema } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class DraftSaveBody extends createZodDto(DraftSaveSchema) {}
export class SimulationStartBody extends createZodDto(SimulationStartSchema) {}
export class CreditsRequestBody extends createZodDto(CreditsRequestSchema) {}
