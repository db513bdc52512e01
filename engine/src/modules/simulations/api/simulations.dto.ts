import {
  CreditsRequestSchema,
  CreditsResponseSchema,
  DraftImageSchema,
  DraftQuerySchema,
  DraftResponseSchema,
  DraftWithImageRefsResponseSchema,
  ImageUploadQuerySchema,
  DraftSaveSchema,
  ImageResultSchema,
  JobResultsSchema,
  JobSummarySchema,
  SimulationEventSchema,
  SimulationStartSchema,
  StartResponseSchema,
} from "@adsight/shared";
import { createZodDto } from "nestjs-zod";
import { OVERALL_SCORE_WEIGHTS } from "../../../simulation/results/score";

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

const { focus, capture, appeal } = OVERALL_SCORE_WEIGHTS;
// The formula's weights live with the model, so its documentation is added here rather than in shared.
const DocumentedImageResultSchema = ImageResultSchema.extend({
  overall_score: ImageResultSchema.shape.overall_score.describe(
    `0-100: 100 × (${focus} × focus + ${capture} × capture + ${appeal} × appeal). focus = 1 − the normalised entropy of the ` +
      "fixation density (how concentrated attention is); capture = share of viewers whose first two fixations land on an " +
      "eye catcher; appeal = emo_approach_score / 100.",
  ),
});

export class SimulationEventDto extends createZodDto(SimulationEventSchema.extend({ results: DocumentedImageResultSchema.array() })) {}
export class JobResultsDto extends createZodDto(JobResultsSchema.extend({ results: DocumentedImageResultSchema.array() })) {}
