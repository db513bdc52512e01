import {
  CreditsRequestSchema,
  CreditsResponseSchema,
  DraftImageSchema,
  DraftQuerySchema,
  DraftResponseSchema,
  DraftWithImageRefsResponseSchema,
  ImageUploadQuerySchema,
  DraftSaveSchema,
  JobResultsSchema,
  JobSummarySchema,
  SimulationEventSchema,
  SimulationStartSchema,
  StartResponseSchema,
} from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class DraftSaveBody extends createZodDto(DraftSaveSchema) {}
export class SimulationStartBody extends createZodDto(SimulationStartSchema) {}
export class CreditsRequestBody extends createZodDto(CreditsRequestSchema) {}

export class DraftQuery extends createZodDto(DraftQuerySchema) {}
export class ImageUploadQuery extends createZodDto(ImageUploadQuerySchema) {}

export class DraftResponseDto extends createZodDto(DraftResponseSchema) {}
export class DraftWithImageRefsResponseDto extends createZodDto(DraftWithImageRefsResponseSchema) {}
export class DraftImageDto extends createZodDto(DraftImageSchema) {}
export class CreditsResponseDto extends createZodDto(CreditsResponseSchema) {}
export class StartResponseDto extends createZodDto(StartResponseSchema) {}
export class JobSummaryDto extends createZodDto(JobSummarySchema) {}

export class SimulationEventDto extends createZodDto(SimulationEventSchema) {}
export class JobResultsDto extends createZodDto(JobResultsSchema) {}
