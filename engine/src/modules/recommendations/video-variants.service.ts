import { join } from "node:path";
import {
  IMAGE_MESSAGES,
  MAX_CAMPAIGN_IMAGES,
  RECOMMENDATION_MESSAGES,
  SIMULATION_MESSAGES,
  type VideoVariantStatus,
} from "@adsight/shared";
import { Injectable, Logger } from "@nestjs/common";
import { checkUploadedVideo } from "#src/media/video-upload";
import { editClip } from "#src/media/video-edits";
import { type NewVideo, newVideo } from "#src/modules/creatives/creatives";
import { withTempFolder } from "#src/modules/creatives/upload-body";
import { DraftsRepository } from "#src/modules/drafts/drafts.repository";
import { JobsRepository } from "#src/modules/simulations/jobs.repository";
import { VideoResultsRepository } from "#src/modules/simulations/video-results.repository";
import type { RecommendationRow } from "./recommendation.entity";
import { RecommendationsRepository } from "./recommendations.repository";

// A video's recommendation as a variant, made by a worker: the clip with the edit made to its key frame's shot (a crop
// to all of it), added to the draft in the transaction that records it. Only a recommendation still encoding is added,
// so a job run again after its worker died, or a second job, adds nothing twice.
@Injectable()
export class VideoVariantsService {
  private readonly logger = new Logger(VideoVariantsService.name);

  constructor(
    private readonly runs: RecommendationsRepository,
    private readonly jobs: JobsRepository,
    private readonly drafts: DraftsRepository,
    private readonly clips: VideoResultsRepository,
  ) {}

  /** Throws only when `stopping` is aborted: the job goes back to the queue; every other failure is the variant's state. */
  async make(id: string, stopping?: AbortSignal): Promise<VideoVariantStatus | null> {
    const found = await this.runs.findRecommendation(id);
    const run = found && (await this.runs.findRun(found.runId));
    const job = run && (await this.jobs.findJob(run.jobId));
    if (!found || !run || !job || found.variantStatus !== "encoding") return found?.variantStatus ?? null;
    return withTempFolder(async (folder) => {
      let clip: NewVideo;
      try {
        clip = await this.editedClip(run.jobId, run.inputImageIdx, found, folder);
      } catch (error) {
        if (stopping?.aborted) throw error;
        const message = error instanceof Error ? error.message : String(error);
        this.logger.error(`The edited video of recommendation ${id} failed: ${message}`);
        return (await this.fail(id, `${RECOMMENDATION_MESSAGES.encodingFailed}: ${message}`)) ? "failed" : null;
      }
      return this.runs.transaction(async (manager) => {
        const locked = await this.runs.lockRecommendation(manager, run.id, id);
        if (locked?.variantStatus !== "encoding") return locked?.variantStatus ?? null;
        const added = await this.drafts.appendImageWithin(manager, job.itemId, clip, MAX_CAMPAIGN_IMAGES);
        if (typeof added === "string") {
          const variantError = added === "full" ? IMAGE_MESSAGES.tooMany : SIMULATION_MESSAGES.notFound;
          await this.runs.setVariant(manager, id, { variantStatus: "failed", variantError });
          return "failed";
        }
        await this.runs.setDraftImage(manager, id, added.id);
        await this.runs.setVariant(manager, id, { variantStatus: "added", variantError: null });
        return "added";
      });
    });
  }

  /** False when it was no longer encoding. */
  async fail(id: string, variantError: string): Promise<boolean> {
    return this.runs.transaction(async (manager) => {
      const found = await this.runs.findRecommendation(id);
      const locked = found && (await this.runs.lockRecommendation(manager, found.runId, id));
      if (locked?.variantStatus !== "encoding") return false;
      await this.runs.setVariant(manager, id, { variantStatus: "failed", variantError });
      return true;
    });
  }

  private async editedClip(jobId: string, inputImageIdx: number, found: RecommendationRow, folder: string): Promise<NewVideo> {
    const [clipOid, cuts] = await Promise.all([this.runs.clipOf(jobId, inputImageIdx), this.runs.videoCuts(jobId, inputImageIdx)]);
    if (!clipOid || !cuts || !found.keyFrame) throw new Error("The campaign's input video is missing");
    const frame = found.keyFrame;
    const [source, target] = [join(folder, "clip"), join(folder, "edited.mp4")];
    await this.clips.copyInputVideo(clipOid, source);
    const fromMs = Math.max(0, ...cuts.scene_cuts_ms.filter((cut) => cut <= frame.t_ms));
    await editClip(source, target, found.edit, { fromMs, toMs: frame.shot_end_ms });
    const checked = await checkUploadedVideo(target);
    if (typeof checked === "string") throw new Error(`The edited video ${checked}`);
    return newVideo(target, checked);
  }
}
