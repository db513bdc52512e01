import type { CreditsResponse, StartResponse } from "@adsight/shared";
import { Body, Controller, Get, HttpCode, type MessageEvent, Param, Post, Sse } from "@nestjs/common";
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from "@nestjs/swagger";
import type { Observable } from "rxjs";
import { AcceptsQueryToken, CurrentUser } from "../../common/auth.decorators";
import { ParseUuidPipe } from "../../common/parse-uuid.pipe";
import { OVERALL_SCORE_WEIGHTS } from "../../simulation/score";
import type { User } from "../users/user.entity";
import { JobStreamService } from "./job-stream.service";
import { CreditsRequestBody, SimulationStartBody } from "./simulations.dto";
import { type JobSummary, SimulationsService } from "./simulations.service";

const { focus, capture, appeal } = OVERALL_SCORE_WEIGHTS;
const RESULTS_DESCRIPTION = [
  "Each message carries every finished image's result; progress is a whole percent; image fields are URLs under",
  "/api/v1/simulations/… that take the same token (header or ?token=).",
  "",
  `overall_score (0-100) = 100 × (${focus} × focus + ${capture} × capture + ${appeal} × appeal), where focus = 1 − the normalised`,
  "entropy of the fixation density (how concentrated attention is), capture = the share of viewers whose first two fixations",
  "land on an eye catcher, and appeal = emo_approach_score / 100 (Positive Energy).",
].join("\n");

@ApiTags("simulations")
@ApiBearerAuth()
@Controller("simulations")
export class SimulationsController {
  constructor(
    private readonly simulations: SimulationsService,
    private readonly streams: JobStreamService,
  ) {}

  @Post("credits")
  @HttpCode(200)
  @ApiOperation({ summary: "Credits a run of the saved draft's images would cost (images × scale), and the balance" })
  credits(@Body() body: CreditsRequestBody, @CurrentUser() user: User): Promise<CreditsResponse> {
    return this.simulations.quote(user, body);
  }

  @Post("start")
  @HttpCode(200)
  @ApiOperation({ summary: "Charge images × scale credits and queue the simulation; 400 'Not enough credits' when short" })
  start(@Body() body: SimulationStartBody, @CurrentUser() user: User): Promise<StartResponse> {
    return this.simulations.start(user, body);
  }

  @Get("item/:id")
  @ApiOperation({ summary: "The campaign's latest simulation job" })
  job(@Param("id", ParseUuidPipe) itemId: string, @CurrentUser() user: User): Promise<JobSummary> {
    return this.simulations.latestJob(user, itemId);
  }

  @Sse(":jobId/events")
  @AcceptsQueryToken()
  @ApiQuery({ name: "token", required: false, description: "The access token, for EventSource clients that cannot send headers" })
  @ApiOperation({
    summary: "Server-Sent Events {results, progress, campaign_status}: the current state, then every change, until Ready or Error",
    description: RESULTS_DESCRIPTION,
  })
  events(@Param("jobId", ParseUuidPipe) jobId: string, @CurrentUser() user: User): Promise<Observable<MessageEvent>> {
    return this.streams.stream(user, jobId);
  }
}
