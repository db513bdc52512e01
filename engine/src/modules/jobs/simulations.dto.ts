import {
  CreditsRequestSchema,
  CreditsResponseSchema,
  JobResultsSchema,
  JobSummarySchema,
  SimulationEventSchema,
  SimulationStartSchema,
  StartResponseSchema,
} from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class SimulationStartBody extends createZodDto(SimulationStartSchema) {}
export class CreditsRequestBody extends createZodDto(CreditsRequestSchema) {}

export class CreditsResponseDto extends createZodDto(CreditsResponseSchema) {}
export class StartResponseDto extends createZodDto(StartResponseSchema) {}
export class JobSummaryDto extends createZodDto(JobSummarySchema) {}

export class SimulationEventDto extends createZodDto(SimulationEventSchema) {}
export class JobResultsDto extends createZodDto(JobResultsSchema) {}
