import {
  RECOMMENDATION_CREDITS,
  RECOMMENDATION_KEY_FRAMES,
  RECOMMENDATION_MAX_EDITS,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_VIEWERS,
  type RecommendationRun,
  type RecommendationRuns,
  IMAGE_MESSAGES,
  type VariantAdded,
  IMAGE_MIME_TYPES,
  type VariantEncoding,
  WHAT_IF_MAX_EDITS,
  WHAT_IF_MESSAGES,
  WHAT_IF_VIEWERS,
  type WhatIfPreview,
  type WhatIfUploadPreview,
} from "@adsight/shared";
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from "@nestjs/common";
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from "@nestjs/swagger";
import type { Request, Response } from "express";
import { ApiErrorResponses, ErrorDto } from "#src/common/openapi";
import { ParseIndexPipe } from "#src/common/parse-index.pipe";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { readCappedBody } from "#src/modules/creatives/image-body";
import { CurrentUser, type Principal } from "#src/common/principal";
import { ApiIdempotent } from "#src/modules/idempotency/idempotency.openapi";
import { fingerprintOf, IdempotencyService } from "#src/modules/idempotency/idempotency.service";
import { type IdempotentCall, Idempotent } from "#src/modules/idempotency/idempotent-call";
import { ApiLinksQuery, ResultLinksQueryDto } from "#src/modules/simulations/simulations.dto";
import {
  RecommendationRunDto,
  RecommendationRunsDto,
  RecommendationStartBody,
  VariantAddedDto,
  VariantEncodingDto,
  WhatIfBody,
  WhatIfPreviewDto,
  WhatIfUploadPreviewDto,
  WhatIfUploadQuery,
  WhatIfUploadVariantQuery,
  WhatIfVariantBody,
} from "./recommendations.dto";
import { RecommendationsService } from "./recommendations.service";
import { WHAT_IF_PER_MINUTE, WhatIfRateGuard } from "./what-if-rate.guard";
import { type UploadedImage, WhatIfService } from "./what-if.service";

const RESULT = ":jobId/results/:inputImageIdx";
const ACCESS = "Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold.";
const TARGET_REFUSALS = `the target's '${RECOMMENDATION_MESSAGES.noTarget}' or '${RECOMMENDATION_MESSAGES.unknownTarget}'.`;
const RUN_REFUSALS = `422 '${RECOMMENDATION_MESSAGES.notFinished}' before the creative's result is stored, and ${TARGET_REFUSALS}`;
const IMAGE_REFUSALS =
  `422 '${RECOMMENDATION_MESSAGES.notFinished}' before the image's result is stored, '${RECOMMENDATION_MESSAGES.imagesOnly}' ` +
  `for a video, and ${TARGET_REFUSALS}`;
const VIDEO_RUNS =
  `For a video the edits are made on the first frame of each shot (at most ${RECOMMENDATION_KEY_FRAMES} shots: the first and ` +
  `the longest), ${RECOMMENDATION_MAX_EDITS} edits in all shared between them, each frame simulated as an image; the ` +
  "same price. An area goal's target is found on each frame by name (the model's pick on that frame without `target`), " +
  "and a frame without it is skipped. Each recommendation then carries `key_frame`: its time, its shot's end and the " +
  "frame as the clip shows it.";
const UPLOAD_CHECKS =
  "The raw image as the body, Content-Type image/jpeg, image/png or image/webp, checked as a campaign's own images are " +
  "(type, at most 5 MB, longest side at most 2000 px): 422 'Unsupported type: {name}' (a video too), 'File too large: {name}' " +
  "or 'Image too big: {name}'. The body is read only after the job, the image and the query have been checked.";

@ApiTags("recommendations")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("simulations")
export class RecommendationsController {
  constructor(
    private readonly recommendations: RecommendationsService,
    private readonly whatIf: WhatIfService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Get(`${RESULT}/recommendations`)
  @ApiLinksQuery()
  @ApiOkResponse({ type: RecommendationRunsDto })
  @ApiOperation({
    summary: "A creative's recommendation runs, newest first, with the price of a new one and the caller's balance",
    description: `${ACCESS} Image URLs are signed (about five minutes), or the web app's paths with links=web.`,
  })
  list(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Query() query: ResultLinksQueryDto,
    @CurrentUser() user: Principal,
  ): Promise<RecommendationRuns> {
    return this.recommendations.list(user, jobId, inputImageIdx, query.links);
  }

  @Post(`${RESULT}/recommendations`)
  @HttpCode(202)
  @ApiIdempotent()
  @ApiAcceptedResponse({ type: RecommendationRunDto, description: "The run, queued" })
  @ApiResponse({ status: 409, type: ErrorDto, description: "PRICE_CHANGED: `credits` is not what a run costs now; nothing charged" })
  @ApiResponse({ status: 503, type: ErrorDto, description: "The run could not be queued; refunded" })
  @ApiOperation({
    summary: `Charge ${RECOMMENDATION_CREDITS} credits and queue a recommendation run for a finished image or video`,
    description:
      `${ACCESS} A worker proposes up to ${RECOMMENDATION_MAX_EDITS} edits for the goal (move or enlarge the target, raise ` +
      `its contrast, dim or remove what competes with it, crop to a placement), simulates the image and each edit with ` +
      `${RECOMMENDATION_VIEWERS} viewers, and keeps an edit only when the goal's change has a 90 % interval that excludes ` +
      "zero, largest gain first; `status` goes queued → running → finished or failed. A finished run is charged even when " +
      `it kept nothing (the edits were simulated; error stays null and recommendations is empty: '${RECOMMENDATION_MESSAGES.noneKept}'). ` +
      "A run that fails (the model's error, or a worker that died on it three times) is refunded, as a failed simulation " +
      "is; a worker that stops mid-run hands it to another without a second charge. Webhook endpoints that want " +
      "recommendations.ready / recommendations.error get the ending. Refusals charge nothing: `credits` other than the " +
      `price (409 PRICE_CHANGED), 400 NOT_ENOUGH_CREDITS, ${RUN_REFUSALS} Without \`target\` an area goal measures the ` +
      `eye catcher the rule picks (a custom area named logo/brand, CTA or headline first). ${VIDEO_RUNS}`,
  })
  start(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Body() body: RecommendationStartBody,
    @CurrentUser() user: Principal,
    @Idempotent("POST /simulations/…/recommendations") call: IdempotentCall,
  ): Promise<RecommendationRun> {
    return this.idempotency.run(call, fingerprintOf({ jobId, inputImageIdx, body }), () =>
      this.recommendations.start(user, jobId, inputImageIdx, body),
    );
  }

  @Get(`${RESULT}/recommendations/:runId`)
  @ApiLinksQuery()
  @ApiOkResponse({ type: RecommendationRunDto })
  @ApiOperation({
    summary: "One recommendation run: its status and, once finished, the kept edits with their before/after figures",
    description:
      `${ACCESS} Each recommendation's image_url is the edited creative; the image before is the result's input_image ` +
      "(GET /simulations/{jobId}), or for a video the key frame's before_image_url.",
  })
  run(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Param("runId", ParseUuidPipe) runId: string,
    @Query() query: ResultLinksQueryDto,
    @CurrentUser() user: Principal,
  ): Promise<RecommendationRun> {
    return this.recommendations.get(user, jobId, inputImageIdx, runId, query.links);
  }

  @Post(`${RESULT}/recommendations/:runId/:recommendationId/variant`)
  @HttpCode(201)
  @ApiCreatedResponse({ type: VariantAddedDto })
  @ApiAcceptedResponse({ type: VariantEncodingDto, description: "A video's: a worker is making the edited video" })
  @ApiResponse({ status: 503, type: ErrorDto, description: "The edited video could not be queued; its variant_status is failed" })
  @ApiOperation({
    summary: "Add a recommendation's edited image (or a video's edited clip) to the campaign's draft as a new creative (no credits)",
    description:
      `${ACCESS} Once per recommendation: asked again, it answers the image it added while the draft holds it. ` +
      `422 '${IMAGE_MESSAGES.tooMany}' when the draft is full. A video's recommendation adds a new video: the clip ` +
      "with the edit made to the frames of its key frame's shot (from its cut to the next), or for a crop to every frame, " +
      'encoded again (H.264, the clip\'s sound kept). A worker makes it: the answer is 202 `{"status": "encoding"}` ' +
      "(also to a repeat while it is made), and the run's GET shows the recommendation's `variant_status` go encoding → " +
      "added (in the draft; asked again, 201 `{image_id}`) or failed with `variant_error` (the draft filled up, the " +
      "campaign was deleted, the clip could not be encoded); a failed one may be asked again. A worker that stops " +
      "mid-encode leaves it to another; it is added once.",
  })
  async addVariant(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Param("runId", ParseUuidPipe) runId: string,
    @Param("recommendationId", ParseUuidPipe) recommendationId: string,
    @CurrentUser() user: Principal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VariantAdded | VariantEncoding> {
    const answer = await this.recommendations.addVariant(user, jobId, inputImageIdx, runId, recommendationId);
    if ("status" in answer) response.status(202);
    return answer;
  }

  @Post(`${RESULT}/what-if`)
  @HttpCode(200)
  @UseGuards(WhatIfRateGuard)
  @ApiOkResponse({ type: WhatIfPreviewDto })
  @ApiResponse({ status: 503, type: ErrorDto, description: WHAT_IF_MESSAGES.unavailable })
  @ApiOperation({
    summary: "A quick preview of what up to three edits would change, free of credits",
    description:
      `${ACCESS} A worker simulates the edited image with ${WHAT_IF_VIEWERS} viewers from the image's kept analysis and ` +
      `answers the goal's figure first, then the scores, each before and after with the change's 90 % interval. At most ` +
      `${WHAT_IF_MAX_EDITS} edits; every area inside the image (a crop's may reach past it, to be padded), else 422. ` +
      `${IMAGE_REFUSALS} 503 when no worker answers in WHAT_IF_TIMEOUT_MS (30 s). ${WHAT_IF_PER_MINUTE} previews a minute ` +
      "per account; then 429 with Retry-After.",
  })
  preview(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Body() body: WhatIfBody,
    @CurrentUser() user: Principal,
  ): Promise<WhatIfPreview> {
    return this.whatIf.preview(user, jobId, inputImageIdx, body);
  }

  @Post(`${RESULT}/what-if/variant`)
  @HttpCode(201)
  @ApiIdempotent()
  @ApiCreatedResponse({ type: VariantAddedDto })
  @ApiOperation({
    summary: "Apply the edits to the image and add it to the campaign's draft as a new image (no credits)",
    description: `${ACCESS} The edits as for the preview (422 for an area outside the image). Run the draft to simulate it at full scale.`,
  })
  addWhatIfVariant(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Body() body: WhatIfVariantBody,
    @CurrentUser() user: Principal,
    @Idempotent("POST /simulations/…/what-if/variant") call: IdempotentCall,
  ): Promise<VariantAdded> {
    return this.idempotency.run(call, fingerprintOf({ jobId, inputImageIdx, body }), () =>
      this.whatIf.addVariant(user, jobId, inputImageIdx, body),
    );
  }

  @Post(`${RESULT}/what-if/upload`)
  @HttpCode(200)
  @UseGuards(WhatIfRateGuard)
  @ApiConsumes(...IMAGE_MIME_TYPES)
  @ApiBody({ schema: { type: "string", format: "binary" } })
  @ApiOkResponse({ type: WhatIfUploadPreviewDto })
  @ApiResponse({ status: 503, type: ErrorDto, description: WHAT_IF_MESSAGES.unavailable })
  @ApiOperation({
    summary: "A quick preview of the marketer's own version of the image, free of credits",
    description:
      `${ACCESS} ${UPLOAD_CHECKS} A worker simulates the upload as a fresh creative with ${WHAT_IF_VIEWERS} viewers (the ` +
      "audience of the edit preview) and answers as the edit preview does, each figure's before from the stored image. An " +
      "area goal's target is measured on the upload's own eye catcher of the same name where its run finds one, else on " +
      "the original's box scaled to the upload's size; target_found says which. The upload is not kept. " +
      `${IMAGE_REFUSALS} 503 when no worker answers in WHAT_IF_TIMEOUT_MS. Counts towards the ${WHAT_IF_PER_MINUTE} previews a minute.`,
  })
  previewUpload(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Query() query: WhatIfUploadQuery,
    @Req() request: Request,
    @CurrentUser() user: Principal,
  ): Promise<WhatIfUploadPreview> {
    return this.whatIf.previewUpload(user, jobId, inputImageIdx, query, uploadOf(request, query.name));
  }

  @Post(`${RESULT}/what-if/upload/variant`)
  @HttpCode(201)
  @ApiIdempotent()
  @ApiConsumes(...IMAGE_MIME_TYPES)
  @ApiBody({ schema: { type: "string", format: "binary" } })
  @ApiCreatedResponse({ type: VariantAddedDto })
  @ApiOperation({
    summary: "Add the marketer's own version to the campaign's draft as a new image (no credits)",
    description:
      `${ACCESS} ${UPLOAD_CHECKS} 422 'At most 20 images per campaign' when the draft is full. With an Idempotency-Key a retry ` +
      "of the same file adds it once; run the draft to simulate it at full scale.",
  })
  addUploadedVariant(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Query() query: WhatIfUploadVariantQuery,
    @Req() request: Request,
    @CurrentUser() user: Principal,
    @Idempotent("POST /simulations/…/what-if/upload/variant") call: IdempotentCall,
  ): Promise<VariantAdded> {
    return this.whatIf.addUploadedVariant(user, jobId, inputImageIdx, uploadOf(request, query.name), call);
  }
}

// The global body parsers leave an image body alone: it is read here, after the guard, and only as far as the cap.
function uploadOf(request: Request, name: string): UploadedImage {
  return { name, contentType: request.headers["content-type"], read: (limit) => readCappedBody(request, limit) };
}
