import { createHash } from "node:crypto";
import {
  CREDITS_RULE,
  type CreditsResponse,
  type ImageResult,
  SPLIT_RESULTS_DEPRECATION,
  JOB_POLL_AFTER_S,
  type JobSummary,
  OWN_NORMS_MIN_CREATIVES,
  type ScaleInfo,
  type StartResponse,
} from "@adsight/shared";
import { Body, Controller, Get, Headers, HttpCode, type MessageEvent, Param, Post, Put, Query, Res, Sse } from "@nestjs/common";
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from "@nestjs/swagger";
import type { Response } from "express";
import type { Observable } from "rxjs";
import { AcceptsQueryToken } from "#src/common/route-access";
import { ApiErrorResponses, BodyLimit } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { ParseIndexPipe } from "#src/common/parse-index.pipe";
import { type IdempotentCall, Idempotent } from "#src/modules/idempotency/idempotent-call";
import { ApiIdempotent } from "#src/modules/idempotency/idempotency.openapi";
import { fingerprintOf, IdempotencyService } from "#src/modules/idempotency/idempotency.service";
import { IMAGE_BODY_LIMIT } from "#src/modules/creatives/image-body";
import { JobStreamService } from "./job-stream.service";
import {
  ApiLinksQuery,
  CreativeFormatChangeBody,
  CreditsRequestBody,
  CreditsResponseDto,
  DraftStartBody,
  ImageResultDto,
  JobResultsDto,
  JobSummaryDto,
  ResultLinksQueryDto,
  ScaleInfoDto,
  SimulationEventDto,
  SimulationStartBody,
  StartResponseDto,
} from "./simulations.dto";
import { SimulationsService } from "./simulations.service";
import { CurrentUser, type Principal } from "#src/common/principal";
import { AppConfig } from "#src/config/config";

@ApiTags("simulations")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("simulations")
export class SimulationsController {
  constructor(
    private readonly simulations: SimulationsService,
    private readonly streams: JobStreamService,
    private readonly idempotency: IdempotencyService,
    private readonly config: AppConfig,
  ) {}

  @Get("scale")
  @ApiOkResponse({ type: ScaleInfoDto })
  @ApiOperation({ summary: "Simulated viewers per creative at scale 100: scale N simulates N % of them (at least one)" })
  scale(): ScaleInfo {
    return { viewers_at_full_scale: this.config.values.simulation.nMax };
  }

  @Post("credits")
  @HttpCode(200)
  @ApiOkResponse({ type: CreditsResponseDto })
  @ApiOperation({
    summary: "Credits a run of the saved draft's images and videos would cost, and the balance",
    description: CREDITS_RULE,
  })
  credits(@Body() body: CreditsRequestBody, @CurrentUser() user: Principal): Promise<CreditsResponse> {
    return this.simulations.quote(user, body);
  }

  @Post("start")
  @HttpCode(200)
  @BodyLimit(IMAGE_BODY_LIMIT)
  @ApiOkResponse({ type: StartResponseDto })
  @ApiIdempotent()
  @ApiOperation({
    summary: "Charge the run's credits and queue the simulation; 400 'Not enough credits' when short",
    description:
      "The spec's body, or {item_id, scale, credits} to run what the saved draft holds at the price POST /simulations/credits quoted (409 PRICE_CHANGED otherwise, nothing charged). " +
      `${CREDITS_RULE} A data URL in images that is one of the draft's video posters (as GET draft?images=data lists it) runs that video.`,
  })
  start(
    @Body() body: SimulationStartBody,
    @CurrentUser() user: Principal,
    @Idempotent("POST /simulations/start") call: IdempotentCall,
  ): Promise<StartResponse> {
    return this.idempotency.run(call, fingerprintOf(body), () => this.simulations.start(user, body));
  }

  @Post("draft/start")
  @HttpCode(200)
  @BodyLimit(IMAGE_BODY_LIMIT)
  @ApiOkResponse({ type: StartResponseDto })
  @ApiIdempotent()
  @ApiOperation({
    summary: "Save the draft and start it in one transaction, at the price POST /simulations/credits quoted",
    description:
      "The body of POST /simulations/draft (item_id required) with `credits`, the quoted price. A refused start (409 " +
      "PRICE_CHANGED, 422 without a setup or an image, 400 'Not enough credits' or SIMULATION_RUNNING) charges nothing " +
      "and keeps the saved draft; a refused save (422) saves nothing. " +
      CREDITS_RULE,
  })
  startDraft(
    @Body() body: DraftStartBody,
    @CurrentUser() user: Principal,
    @Idempotent("POST /simulations/draft/start") call: IdempotentCall,
  ): Promise<StartResponse> {
    return this.idempotency.run(call, fingerprintOf(body), () => this.simulations.startDraft(user, body));
  }

  @Get("item/:id")
  @ApiOkResponse({ type: JobSummaryDto })
  @ApiOperation({ summary: "The campaign's latest simulation job" })
  job(@Param("id", ParseUuidPipe) itemId: string, @CurrentUser() user: Principal): Promise<JobSummary> {
    return this.simulations.latestJob(user, itemId);
  }

  @Get(":jobId")
  @ApiOkResponse({
    type: JobResultsDto,
    headers: {
      ETag: {
        description: "The answer's version: send it back in If-None-Match to get a bodiless 304 while nothing changed",
        schema: { type: "string" },
      },
      "Retry-After": { description: "While Processing: seconds to wait before polling again", schema: { type: "integer" } },
    },
  })
  @ApiResponse({ status: 304, description: "Not modified since the ETag sent in If-None-Match" })
  @ApiHeader({ name: "If-None-Match", required: false, description: "The ETag of the last answer read" })
  @ApiLinksQuery()
  @ApiOperation({
    summary: "The job's status, progress and every image and video finished so far, read once (the same result shapes as the events)",
    description:
      "Only the job's owner or an admin; anyone else gets 404. Every creative's result is in `creatives`, in the campaign's " +
      "order (input_image_idx), with its `kind` (image or video). Image and video fields are signed URLs that work without a token " +
      `for about five minutes; videos answer Range requests. \`results\` (images) and \`videos\`: ${SPLIT_RESULTS_DEPRECATION}`,
  })
  async results(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @CurrentUser() user: Principal,
    @Query() query: ResultLinksQueryDto,
    @Headers("if-none-match") ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const results = await this.streams.snapshot(user, jobId, query.links);
    // The signed image URLs change only at their expiry steps, so the body, hashed, is the state's version.
    const etag = `"${createHash("sha256").update(JSON.stringify(results)).digest("base64url").slice(0, 27)}"`;
    response.setHeader("ETag", etag);
    response.setHeader("Cache-Control", "private, no-cache");
    if (results.status === "Processing") response.setHeader("Retry-After", String(JOB_POLL_AFTER_S));
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) response.status(304).end();
    else response.json(results);
  }

  @Put(":jobId/results/:inputImageIdx/format")
  @ApiOkResponse({ type: ImageResultDto })
  @ApiOperation({
    summary: "Choose the format an image's percentiles compare with (display, print, page or photo; null: the guessed one again)",
    description:
      "Only the job's owner or an admin; anyone else gets 404. Runs nothing and charges nothing: the scores stay as the run " +
      "computed them, the percentiles and norm_set are read again for the format (creative_format_source becomes chosen). " +
      `A format's percentiles read this service's own finished creatives once it holds ${OWN_NORMS_MIN_CREATIVES} of them, ` +
      "the development set before. Answers the image's result as GET /simulations/{jobId} now gives it; 404 when the job " +
      "has no finished image at input_image_idx, 422 for a format outside the list.",
  })
  chooseFormat(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Param("inputImageIdx", ParseIndexPipe) inputImageIdx: number,
    @Body() body: CreativeFormatChangeBody,
    @CurrentUser() user: Principal,
  ): Promise<ImageResult> {
    return this.streams.chooseFormat(user, jobId, inputImageIdx, body.format);
  }

  @Sse(":jobId/events")
  @AcceptsQueryToken()
  @ApiQuery({ name: "token", required: false, description: "The access token, for EventSource clients that cannot send headers" })
  @ApiLinksQuery()
  @ApiOperation({
    summary: "Server-Sent Events {creatives, progress, campaign_status}: the current state, then every change, until Ready or Error",
    description:
      "Each `data:` line is one JSON message of the schema below; image and video fields are signed URLs that work without a token for about five minutes. " +
      `\`results\` and \`videos\` repeat \`creatives\` split by kind: ${SPLIT_RESULTS_DEPRECATION}`,
  })
  @ApiOkResponse({ type: SimulationEventDto, description: "text/event-stream of these messages" })
  events(
    @Param("jobId", ParseUuidPipe) jobId: string,
    @Query() query: ResultLinksQueryDto,
    @CurrentUser() user: Principal,
  ): Promise<Observable<MessageEvent>> {
    return this.streams.stream(user, jobId, query.links);
  }
}
