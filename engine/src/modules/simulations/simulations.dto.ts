import {
  CreativeFormatChangeSchema,
  CreditsRequestSchema,
  CreditsResponseSchema,
  DraftStartSchema,
  ImageCreativeResultSchema,
  ImageResultSchema,
  ItemResultsSchema,
  JobResultsSchema,
  JobSummarySchema,
  RESULT_LINKS,
  ResultLinksQuerySchema,
  ScaleInfoSchema,
  SimulationEventSchema,
  type SimulationStartRequest,
  SimulationStartRequestSchema,
  StartResponseSchema,
  VideoCreativeResultSchema,
  VideoResultSchema,
} from "@adsight/shared";
import { ApiQuery } from "@nestjs/swagger";
import { createZodDto } from "nestjs-zod";

// A union is no class to extend: the value is the DTO class the validation pipe reads, the type the parsed union.
export const SimulationStartBody = createZodDto(SimulationStartRequestSchema);
export type SimulationStartBody = SimulationStartRequest;
export class DraftStartBody extends createZodDto(DraftStartSchema) {}
export class CreditsRequestBody extends createZodDto(CreditsRequestSchema) {}

export class CreditsResponseDto extends createZodDto(CreditsResponseSchema) {}
export class StartResponseDto extends createZodDto(StartResponseSchema) {}
export class ScaleInfoDto extends createZodDto(ScaleInfoSchema) {}
export class JobSummaryDto extends createZodDto(JobSummarySchema) {}

export class SimulationEventDto extends createZodDto(SimulationEventSchema) {}
export class JobResultsDto extends createZodDto(JobResultsSchema) {}
export class CreativeFormatChangeBody extends createZodDto(CreativeFormatChangeSchema) {}
export class ImageResultDto extends createZodDto(ImageResultSchema) {}
export class ItemResultsDto extends createZodDto(ItemResultsSchema) {}
export class ResultLinksQueryDto extends createZodDto(ResultLinksQuerySchema) {}
export class VideoResultDto extends createZodDto(VideoResultSchema) {}
export class ImageCreativeResultDto extends createZodDto(ImageCreativeResultSchema) {}
export class VideoCreativeResultDto extends createZodDto(VideoCreativeResultSchema) {}
// Named in the document though no route answers with one alone, so every answer that holds one refers to it.
export const CREATIVE_RESULT_DTOS = [ImageResultDto, VideoResultDto, ImageCreativeResultDto, VideoCreativeResultDto];

// Query DTOs made from zod schemas do not reach the OpenAPI document by themselves.
export const ApiLinksQuery = () =>
  ApiQuery({ name: "links", required: false, enum: RESULT_LINKS, description: ResultLinksQuerySchema.shape.links.description });
