import type { ItemResults } from "@adsight/shared";
import { Controller, Get, Param, Query } from "@nestjs/common";
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from "@nestjs/swagger";
import { ApiErrorResponses } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { CurrentUser, type Principal } from "#src/common/principal";
import { RecommendationsService } from "#src/modules/recommendations/recommendations.service";
import { JobStreamService } from "#src/modules/simulations/job-stream.service";
import { ApiLinksQuery, ItemResultsDto, ResultLinksQueryDto } from "#src/modules/simulations/simulations.dto";

// Its own feature because the page's read joins two that must not import each other: the recommendations build on
// the simulations.
@ApiTags("simulations")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("simulations")
export class ItemResultsController {
  constructor(
    private readonly streams: JobStreamService,
    private readonly recommendations: RecommendationsService,
  ) {}

  @Get("item/:id/results")
  @ApiLinksQuery()
  @ApiOkResponse({ type: ItemResultsDto })
  @ApiOperation({
    summary:
      "A results page in one call: the campaign, its latest job's results (the shape of GET /simulations/{jobId}) and each creative's recommendation runs",
    description:
      "404 for a campaign the caller does not see; `job` is null when none has run or the caller may not see it (an admin " +
      "ran it), and `recommendations` with it. `recommendations` holds, for each image or video result, what GET " +
      "/simulations/{jobId}/results/{idx}/recommendations lists (the caller's balance is GET /users/me's).",
  })
  async itemResults(
    @Param("id", ParseUuidPipe) itemId: string,
    @Query() query: ResultLinksQueryDto,
    @CurrentUser() user: Principal,
  ): Promise<ItemResults> {
    const { item, job } = await this.streams.itemResults(user, itemId, query.links);
    const images = [...(job?.results ?? []), ...(job?.videos ?? [])].map((result) => result.input_image_idx).sort((a, b) => a - b);
    return { item, job, recommendations: job && (await this.recommendations.ofResults(job.job_id, images, query.links)) };
  }
}
