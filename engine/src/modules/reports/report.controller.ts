import { AFFECT_DEFINITIONS } from "@adsight/shared";
import { Controller, Get, Param, StreamableFile } from "@nestjs/common";
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from "@nestjs/swagger";
import { ApiErrorResponses, ErrorDto } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { JobStreamService } from "#src/modules/simulations/job-stream.service";
import { ExportsService } from "./exports.service";
import { ReportService } from "./report.service";
import { CurrentUser, type Principal } from "#src/common/principal";

const FILE = { description: "The file, as an attachment", schema: { type: "string", format: "binary" } };

@ApiTags("simulations")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("simulations")
export class ReportController {
  constructor(
    private readonly streams: JobStreamService,
    private readonly reports: ReportService,
    private readonly exports: ExportsService,
  ) {}

  @Get(":jobId/report.pdf")
  @ApiProduces("application/pdf")
  @ApiOkResponse(FILE)
  @ApiConflictResponse({ type: ErrorDto, description: "The simulation is not Ready yet" })
  @ApiOperation({
    summary:
      "The downloadable PDF report: cover with the audience setup, two pages per image (scores and eye catchers; the first-second " +
      "and first-3-seconds heatmaps and the First look table), two per video (its key frames' heatmaps, its eye catchers' time " +
      "on screen, time looked at and share of viewers who saw them by second 3 and by the end; the per-second charts of attention " +
      "share, seen by, focus, valence and arousal), ranking of the images by overall score, the marketer's areas that several images " +
      "share compared side by side, the top emotions per image, the attention and emotion models' checks against people, and " +
      "how to read the figures",
  })
  async report(@Param("jobId", ParseUuidPipe) jobId: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    const job = await this.streams.accessibleJob(user, jobId);
    const pdf = await this.reports.pdf(job);
    return new StreamableFile(pdf, { type: "application/pdf", length: pdf.length, disposition: attachment(job.setup.name, "report.pdf") });
  }

  @Get(":jobId/results.csv")
  @ApiProduces("text/csv")
  @ApiOkResponse(FILE)
  @ApiOperation({
    summary: "Per-image, per-object and per-second video metrics as CSV, for the creatives finished so far",
    description:
      "One row per image (empty `object`: overall score, eye catchers, valence, arousal, positive_energy, emotional_risk and " +
      "emotion_anger … emotion_neutral, the share 0–1 of viewers who would name each emotion, empty for results stored before them), " +
      "then one per object (reach %, attention share %, efficiency, kind, box, viewing times). Videos follow the images: one row per " +
      "second (`second`, focus 0–1, valence, arousal, positive_energy, emotional_risk, emotion shares, and a column " +
      "`attention_share_pct:{eye catcher}` per eye catcher of the job's videos: its % of the second's gaze), then one per eye catcher " +
      "(kind, text, first look, seen_1s_pct and seen_3s_pct: % of viewers who had looked at it by then, first_on_screen_ms, " +
      "on_screen_ms, looked_ms: mean time a viewer looked at it, seen_end_pct: by the end of the clip). " +
      `Positive Energy: ${AFFECT_DEFINITIONS.positiveEnergy} ` +
      `Emotional Risk: ${AFFECT_DEFINITIONS.emotionalRisk}`,
  })
  async results(@Param("jobId", ParseUuidPipe) jobId: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    const job = await this.streams.accessibleJob(user, jobId);
    return new StreamableFile(await this.exports.resultsCsv(job.id), {
      type: "text/csv; charset=utf-8",
      disposition: attachment(job.setup.name, "results.csv"),
    });
  }

  @Get(":jobId/viewers.json")
  @ApiProduces("application/json")
  @ApiOkResponse(FILE)
  @ApiOperation({
    summary: "Every simulated viewer's fixations with their audience labels, per finished image",
    description:
      "`{job_id, images: [{input_image_idx, width, height, eye_catchers, emotions, emotion_segments, viewers: [{labels: {category: label}, fixations: [{x, y, t, dur}]}]}]}`; " +
      "x and y in image pixels (0.1 px), t the onset in ms after the image appeared (after the viewer's latency and each saccade), dur in ms, " +
      "fixations in viewing order; results stored before onsets were recorded have no t (each fixation started when the one before ended); " +
      "eye_catchers as in the results (kind, box in image pixels, viewing times), emotions (share 0–1 of viewers naming each emotion) and " +
      "emotion_segments (category → label → affect figures) as in the results; empty or null for results stored before them.",
  })
  async viewers(@Param("jobId", ParseUuidPipe) jobId: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    const job = await this.streams.accessibleJob(user, jobId);
    return new StreamableFile(await this.exports.viewersJson(job.id), {
      type: "application/json",
      disposition: attachment(job.setup.name, "viewers.json"),
    });
  }
}

// The campaign name in ASCII, safe in a header: `attachment; filename="spring-sale-report.pdf"`.
export function attachment(campaignName: string, suffix: string): string {
  const slug = campaignName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `attachment; filename="${slug || "campaign"}-${suffix}"`;
}
