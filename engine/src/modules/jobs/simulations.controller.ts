import type { CreditsResponse, JobResults, JobSummary, StartResponse } from "@adsight/shared";
import { Body, Controller, Get, HttpCode, type MessageEvent, Param, Post, Sse } from "@nestjs/common";
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from "@nestjs/swagger";
import type { Observable } from "rxjs";
import { AcceptsQueryToken, CurrentUser } from "#src/modules/auth/auth.decorators";
import { ApiErrorResponses, BodyLimit } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import type { User } from "#src/modules/users/user.entity";
import { IMAGE_BODY_LIMIT } from "#src/modules/stored-images/image-body";
import { JobStreamService } from "./job-stream.service";
import {
  CreditsRequestBody,
  CreditsResponseDto,
  JobResultsDto,
  JobSummaryDto,
  SimulationEventDto,
  SimulationStartBody,
  StartResponseDto,
} from "./simulations.dto";
import { SimulationsService } from "./simulations.service";

@ApiTags("simulations")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("simulations")
export class SimulationsController {
  constructor(
    private readonly simulations: SimulationsService,
    private readonly streams: JobStreamService,
  ) {}

  @Post("credits")
  @HttpCode(200)
  @ApiOkResponse({ type: CreditsResponseDto })
  @ApiOperation({ summary: "Credits a run of the saved draft's images would cost (images × scale), and the balance" })
  credits(@Body() body: CreditsRequestBody, @CurrentUser() user: User): Promise<CreditsResponse> {
    return this.simulations.quote(user, body);
  }

  @Post("start")
  @HttpCode(200)
  @BodyLimit(IMAGE_BODY_LIMIT)
  @ApiOkResponse({ type: StartResponseDto })
  @ApiOperation({
    summary: "Charge images × scale credits and queue the simulation; 400 'Not enough credits' when short",
    description:
      "The spec's body, or {item_id, scale, credits} to run what the saved draft holds at the price POST /simulations/credits quoted (409 PRICE_CHANGED otherwise, nothing charged)",
  })
  start(@Body() body: SimulationStartBody, @CurrentUser() user: User): Promise<StartResponse> {
    return this.simulations.start(user, body);
  }

  @Get("item/:id")
  @ApiOkResponse({ type: JobSummaryDto })
  @ApiOperation({ summary: "The campaign's latest simulation job" })
  job(@Param("id", ParseUuidPipe) itemId: string, @CurrentUser() user: User): Promise<JobSummary> {
    return this.simulations.latestJob(user, itemId);
  }

  @Get(":jobId")
  @ApiOkResponse({ type: JobResultsDto })
  @ApiOperation({
    summary: "The job's status, progress and every image finished so far, read once (the same result shapes as the events)",
    description: "Only the job's owner or an admin; anyone else gets 404. Image fields are URLs taking the same token.",
  })
  results(@Param("jobId", ParseUuidPipe) jobId: string, @CurrentUser() user: User): Promise<JobResults> {
    return this.streams.snapshot(user, jobId);
  }

  @Sse(":jobId/events")
  @AcceptsQueryToken()
  @ApiQuery({ name: "token", required: false, description: "The access token, for EventSource clients that cannot send headers" })
  @ApiOperation({
    summary: "Server-Sent Events {results, progress, campaign_status}: the current state, then every change, until Ready or Error",
    description: "Each `data:` line is one JSON message of the schema below; image fields are URLs taking the same token.",
  })
  @ApiOkResponse({ type: SimulationEventDto, description: "text/event-stream of these messages" })
  events(@Param("jobId", ParseUuidPipe) jobId: string, @CurrentUser() user: User): Promise<Observable<MessageEvent>> {
    return this.streams.stream(user, jobId);
  }
}
