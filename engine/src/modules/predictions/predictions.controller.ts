import {
  CREDITS_RULE,
  IMAGE_MESSAGES,
  MAX_CAMPAIGN_IMAGES,
  PREDICTION_IMAGE_FIELD,
  type PredictionResponse,
  PredictionResponseSchema,
  UPLOAD_REQUEST_MAX_BYTES,
  VIDEO_MESSAGES,
} from "@adsight/shared";
import { BadRequestException, Controller, HttpCode, PayloadTooLargeException, Post, Req } from "@nestjs/common";
import { ApiAcceptedResponse, ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from "@nestjs/swagger";
import type { Request } from "express";
import { createZodDto } from "nestjs-zod";
import { bodyTooLargeMessage } from "#src/common/body-limits";
import { ValidationFailed } from "#src/common/errors";
import { ApiErrorResponses } from "#src/common/openapi";
import { type IdempotentCall, Idempotent } from "#src/modules/idempotency/idempotent-call";
import { ApiIdempotent } from "#src/modules/idempotency/idempotency.openapi";
import { fingerprintOf, IdempotencyService } from "#src/modules/idempotency/idempotency.service";
import { withTempFolder } from "#src/modules/creatives/upload-body";
import { BodyTooLarge, NotMultipart, type PredictionForm, readPredictionForm } from "./prediction-form";
import { PredictionsService } from "./predictions.service";
import { CurrentUser, type Principal } from "#src/common/principal";

class PredictionResponseDto extends createZodDto(PredictionResponseSchema) {}

const text = (description: string) => ({ type: "string", description });

@ApiTags("predictions")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("predictions")
export class PredictionsController {
  constructor(
    private readonly predictions: PredictionsService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: "One call from images and videos to a running simulation: creates the campaign, its draft and setup, charges and starts",
    description:
      "multipart/form-data. Any refusal (an image, a video, the setup, 400 'Not enough credits') charges nothing and leaves no " +
      "campaign. The campaign appears in the owner's list and opens in the web app. Poll job_url or receive the webhook. " +
      `Videos are streamed to disk and checked as the editor's uploads are (a refusal names the file: 'clip.mp4 is longer than 60 s'). ${CREDITS_RULE}`,
  })
  @ApiConsumes("multipart/form-data")
  @ApiBody({
    schema: {
      type: "object",
      required: [PREDICTION_IMAGE_FIELD],
      properties: {
        [PREDICTION_IMAGE_FIELD]: {
          type: "array",
          items: { type: "string", format: "binary" },
          description:
            `1 to ${MAX_CAMPAIGN_IMAGES} files, the campaign's creatives in order: images (JPEG, PNG or WebP, at most 5 MB, longest side ` +
            `at most 2000 px; ${IMAGE_MESSAGES.hint}) or videos (video/mp4, video/webm or video/quicktime, or ` +
            `application/octet-stream named .mp4, .webm or .mov; ${VIDEO_MESSAGES.hint})`,
        },
        name: text("The campaign's name"),
        location: text("Where the campaign runs (a city or country)"),
        start_date: text("YYYY-MM-DD; default today"),
        end_date: text("YYYY-MM-DD; default three months on"),
        audience: text("The target audience in words; the setup is generated from it when `setup` is absent"),
        setup: text('JSON {"categories": {name: {values: {label: weight}, locks: {label: bool}}}}; each category\'s weights add up to 1'),
        scale: { type: "integer", minimum: 1, maximum: 100, default: 10, description: `Viewers: scale × 100. ${CREDITS_RULE}` },
        aois: text('JSON {"0": [{"name", "x", "y", "width", "height"}]}: custom areas in pixels, keyed by image index'),
        webhook: { type: "boolean", default: true, description: "false: no webhook deliveries for this job" },
      },
    },
  })
  @ApiAcceptedResponse({ type: PredictionResponseDto })
  @ApiIdempotent()
  async create(
    @Req() request: Request,
    @CurrentUser() user: Principal,
    @Idempotent("POST /predictions") call: IdempotentCall,
  ): Promise<PredictionResponse> {
    // The guard has run: the body is read only now, and only as far as the caps in readPredictionForm. Its videos' temp
    // files are removed once the answer is known.
    if (Number(request.headers["content-length"]) > UPLOAD_REQUEST_MAX_BYTES) {
      throw new PayloadTooLargeException(bodyTooLargeMessage(UPLOAD_REQUEST_MAX_BYTES));
    }
    return withTempFolder(async (folder) => {
      const form = await readForm(request, folder);
      return this.idempotency.run(call, fingerprintOfForm(form), () => this.predictions.create(user, form));
    });
  }
}

async function readForm(request: Request, folder: string): Promise<PredictionForm> {
  try {
    return await readPredictionForm(request, folder);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new PayloadTooLargeException(bodyTooLargeMessage(UPLOAD_REQUEST_MAX_BYTES));
    if (error instanceof NotMultipart) {
      throw new ValidationFailed([{ loc: ["body"], msg: "Send the images and fields as multipart/form-data", type: "value_error" }]);
    }
    throw new BadRequestException("Malformed multipart body");
  }
}

function fingerprintOfForm(form: PredictionForm): string {
  return fingerprintOf({
    fields: form.fields,
    extra: form.extra,
    files: form.files.map((file) => ({ name: file.name, type: file.contentType, sha256: file.sha256 })),
  });
}
