import { randomUUID } from "node:crypto";
import { join } from "node:path";
import {
  CREATIVE_FORMAT_MESSAGES,
  GOAL_FIGURES,
  type ImageEdit,
  type KeyFrameShot,
  GoalTargetError,
  goalTarget,
  IMAGE_MESSAGES,
  MAX_CAMPAIGN_IMAGES,
  RECOMMENDATION_CREDITS,
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_VIEWERS,
  type RecommendationGoal,
  type RecommendationRun,
  type RecommendationRuns,
  type RecommendationStartRequest,
  type ResultLinks,
  type ResultsRecommendations,
  SIMULATION_MESSAGES,
  type TargetCandidate,
  type VariantAdded,
  webFilePath,
} from "@adsight/shared";
import { ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from "@nestjs/common";
import { codedError, ValidationFailed } from "#src/common/errors";
import type { Principal } from "#src/common/principal";
import type { EntityManager } from "typeorm";
import { checkUploadedVideo } from "#src/media/video-upload";
import { editClip } from "#src/media/video-edits";
import { type NewCreative, type NewVideo, newVideo } from "#src/modules/creatives/creatives";
import { ImageLinks } from "#src/modules/creatives/image-links";
import { restoredImage } from "#src/modules/creatives/image-codec";
import { withTempFolder } from "#src/modules/creatives/upload-body";
import { CreditsService } from "#src/modules/credits/credits.service";
import { DraftsRepository } from "#src/modules/drafts/drafts.repository";
import { JobStreamService } from "#src/modules/simulations/job-stream.service";
import { VideoResultsRepository } from "#src/modules/simulations/video-results.repository";
import type { SimulationJob } from "#src/modules/simulations/simulation-job.entity";
import { RecommendationQueueClient } from "#src/queues/recommendation-queue.client";
import type { RunTarget } from "./recommendation-run.entity";
import { type JobCreative, RecommendationsRepository, type RunWithRecommendations } from "./recommendations.repository";
import { RunOutcomeService } from "./run-outcome.service";

type Finished<K extends JobCreative["kind"]> = Extract<JobCreative, { kind: K }> & {
  eyeCatchers: NonNullable<Extract<JobCreative, { kind: K }>["eyeCatchers"]>;
};

export interface FinishedImage {
  job: SimulationJob;
  creative: Finished<"image">;
}

export interface FinishedCreative {
  job: SimulationJob;
  creative: Finished<"image"> | Finished<"video">;
}

@Injectable()
export class RecommendationsService {
  private readonly logger = new Logger(RecommendationsService.name);

  constructor(
    private readonly runs: RecommendationsRepository,
    private readonly outcome: RunOutcomeService,
    private readonly jobs: JobStreamService,
    private readonly credits: CreditsService,
    private readonly drafts: DraftsRepository,
    private readonly links: ImageLinks,
    private readonly queue: RecommendationQueueClient,
    private readonly clips: VideoResultsRepository,
  ) {}

  async list(user: Principal, jobId: string, inputImageIdx: number, links?: ResultLinks): Promise<RecommendationRuns> {
    const job = await this.jobs.accessibleJob(user, jobId);
    if (!(await this.runs.creative(job.id, inputImageIdx))) throw new NotFoundException(CREATIVE_FORMAT_MESSAGES.noImageResult);
    const [runs, { creditsLeft }] = await Promise.all([this.runs.runsOf(job.id, inputImageIdx), this.credits.balanceOf(user.id)]);
    return { credits: RECOMMENDATION_CREDITS, credits_left: creditsLeft, runs: runs.map((run) => this.toRun(run, links)) };
  }

  /** Each image's runs, as list() answers them, for a job whose access the caller has checked as list() does. */
  async ofResults(jobId: string, images: number[], links?: ResultLinks): Promise<ResultsRecommendations> {
    const [runs, sizes] = await Promise.all([this.runs.runsOf(jobId), this.runs.imageSizes(jobId)]);
    return {
      credits: RECOMMENDATION_CREDITS,
      images: images.flatMap((idx) => {
        const size = sizes.get(idx);
        if (!size) return [];
        const ofImage = runs.filter((run) => run.inputImageIdx === idx).map((run) => this.toRun(run, links));
        return [{ input_image_idx: idx, ...size, runs: ofImage }];
      }),
    };
  }

  async get(user: Principal, jobId: string, inputImageIdx: number, runId: string, links?: ResultLinks): Promise<RecommendationRun> {
    const job = await this.jobs.accessibleJob(user, jobId);
    const [run] = await this.runs.runsOf(job.id, inputImageIdx, runId);
    if (!run) throw new NotFoundException(RECOMMENDATION_MESSAGES.notFound);
    return this.toRun(run, links);
  }

  // Every refusal comes before the charge; the charge and the run commit together and the run is queued after.
  async start(user: Principal, jobId: string, inputImageIdx: number, body: RecommendationStartRequest): Promise<RecommendationRun> {
    const { job, creative } = await this.finishedCreative(user, jobId, inputImageIdx);
    const target =
      creative.kind === "image"
        ? targetOf(body.goal, creative, body.target, ["body", "target"])
        : videoTarget(body.goal, creative, body.target, ["body", "target"]);
    if (body.credits !== undefined && body.credits !== RECOMMENDATION_CREDITS)
      throw new ConflictException(codedError("PRICE_CHANGED", SIMULATION_MESSAGES.priceChanged));
    const run = {
      id: randomUUID(),
      jobId: job.id,
      inputImageIdx,
      ownerId: user.id,
      goal: body.goal,
      target,
      creditsCharged: RECOMMENDATION_CREDITS,
      viewers: RECOMMENDATION_VIEWERS,
    };
    await this.runs.transaction(async (manager) => {
      await this.credits.charge(manager, user.id, RECOMMENDATION_CREDITS, run.id);
      await this.runs.insertRun(manager, run);
    });
    try {
      await this.queue.enqueueRun(run.id);
    } catch (error) {
      this.logger.error(`Enqueueing recommendations ${run.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.outcome.fail(run.id, SIMULATION_MESSAGES.enqueueFailed);
      throw new ServiceUnavailableException(SIMULATION_MESSAGES.enqueueFailed);
    }
    const [stored] = await this.runs.runsOf(job.id, inputImageIdx, run.id);
    return this.toRun(stored);
  }

  // Once per recommendation: a repeat answers the creative the first made, while the draft still holds it. A video's is
  // its clip with the edit made to the key frame's shot (a crop to all of it), encoded before the row is locked.
  async addVariant(user: Principal, jobId: string, inputImageIdx: number, runId: string, id: string): Promise<VariantAdded> {
    const job = await this.jobs.accessibleJob(user, jobId);
    const [run] = await this.runs.runsOf(job.id, inputImageIdx, runId);
    const found = run?.recommendations.find((each) => each.id === id);
    if (!run || !found) throw new NotFoundException(RECOMMENDATION_MESSAGES.notFound);
    return withTempFolder(async (folder) => {
      const inDraft = async (manager: EntityManager, imageId: string | null) =>
        imageId !== null && (await this.drafts.isDraftImage(manager, job.itemId, imageId));
      if (await this.runs.transaction((manager) => inDraft(manager, found.draftImageId))) return { image_id: found.draftImageId as string };
      const clip = found.keyFrame && (await this.editedClip(job.id, inputImageIdx, found.edit, found.keyFrame, folder));
      return this.runs.transaction(async (manager) => {
        const recommendation = await this.runs.lockRecommendation(manager, run.id, id);
        if (!recommendation) throw new NotFoundException(RECOMMENDATION_MESSAGES.notFound);
        const { draftImageId } = recommendation;
        if (draftImageId && (await inDraft(manager, draftImageId))) return { image_id: draftImageId };
        const added = await this.appendWithin(manager, job.itemId, clip || (await restoredImage(recommendation.bytes)));
        await this.runs.setDraftImage(manager, id, added.image_id);
        return added;
      });
    });
  }

  private async editedClip(jobId: string, inputImageIdx: number, edit: ImageEdit, frame: KeyFrameShot, folder: string): Promise<NewVideo> {
    const [clipOid, cuts] = await Promise.all([this.runs.clipOf(jobId, inputImageIdx), this.runs.videoCuts(jobId, inputImageIdx)]);
    if (!clipOid || !cuts) throw new Error("The campaign's input video is missing");
    const [source, target] = [join(folder, "clip"), join(folder, "edited.mp4")];
    await this.clips.copyInputVideo(clipOid, source);
    const fromMs = Math.max(0, ...cuts.scene_cuts_ms.filter((cut) => cut <= frame.t_ms));
    await editClip(source, target, edit, { fromMs, toMs: frame.shot_end_ms });
    const checked = await checkUploadedVideo(target);
    if (typeof checked === "string") throw new Error(`The edited video ${checked}`);
    return newVideo(target, checked);
  }

  async addToDraft(itemId: string, image: NewCreative): Promise<VariantAdded> {
    return this.runs.transaction((manager) => this.appendWithin(manager, itemId, image));
  }

  /** 404 for a job the caller may not see or a creative it does not hold; 422 for one not finished. */
  async finishedCreative(user: Principal, jobId: string, inputImageIdx: number): Promise<FinishedCreative> {
    const job = await this.jobs.accessibleJob(user, jobId);
    const creative = await this.runs.creative(job.id, inputImageIdx);
    if (!creative) throw new NotFoundException(CREATIVE_FORMAT_MESSAGES.noImageResult);
    if (creative.kind === "image" && creative.eyeCatchers) return { job, creative: { ...creative, eyeCatchers: creative.eyeCatchers } };
    if (creative.kind === "video" && creative.eyeCatchers) return { job, creative: { ...creative, eyeCatchers: creative.eyeCatchers } };
    throw refusal(["path", "inputImageIdx"], RECOMMENDATION_MESSAGES.notFinished);
  }

  /** As finishedCreative, and 422 for a video: the what-if editor edits images. */
  async finishedImage(user: Principal, jobId: string, inputImageIdx: number): Promise<FinishedImage> {
    const { job, creative } = await this.finishedCreative(user, jobId, inputImageIdx);
    if (creative.kind !== "image") throw refusal(["path", "inputImageIdx"], RECOMMENDATION_MESSAGES.imagesOnly);
    return { job, creative };
  }

  private async appendWithin(manager: EntityManager, itemId: string, image: NewCreative) {
    const added = await this.drafts.appendImageWithin(manager, itemId, image, MAX_CAMPAIGN_IMAGES);
    if (added === "missing") throw new NotFoundException(SIMULATION_MESSAGES.notFound);
    if (added === "full") throw refusal(["body"], IMAGE_MESSAGES.tooMany);
    return { image_id: added.id };
  }

  private toRun(run: RunWithRecommendations, links: ResultLinks = "signed"): RecommendationRun {
    const link = (kind: "recommendation" | "still", id: string) => (links === "web" ? webFilePath(kind, id) : this.links.signed(kind, id));
    return {
      id: run.id,
      job_id: run.jobId,
      input_image_idx: run.inputImageIdx,
      goal: run.goal,
      target: run.target?.name ?? null,
      status: run.status,
      credits_charged: run.creditsCharged,
      viewers: run.viewers,
      tried: run.tried,
      created_at: run.createdAt.toISOString(),
      finished_at: run.finishedAt?.toISOString() ?? null,
      error: run.error,
      recommendations: run.recommendations.map((each) => ({
        id: each.id,
        rank: each.rank,
        title: each.title,
        edit: each.edit,
        goal: each.goalChange,
        other_changes: each.otherChanges,
        image_url: link("recommendation", each.id),
        key_frame: each.keyFrame && { ...each.keyFrame, before_image_url: link("still", each.id) },
      })),
    };
  }
}

/** The area goal's eye catcher (the marketer's pick, by name, or the rule's), null for a whole-creative goal; 422 when none fits. */
export function targetOf(
  goal: RecommendationGoal,
  creative: FinishedImage["creative"],
  chosen: string | undefined,
  loc: (string | number)[],
): TargetCandidate | null {
  try {
    const target = goalTarget(goal, creative.eyeCatchers, chosen, creative.height);
    return target && { name: target.name, kind: target.kind, box: target.box, text: target.text };
  } catch (error) {
    if (error instanceof GoalTargetError) throw refusal(loc, error.message);
    throw error;
  }
}

// A video's eye catchers have no one box: a named one is looked for on each key frame, and the rule picks on each
// frame without a name. Stored without a box, so the worker knows to look for it.
function videoTarget(
  goal: RecommendationGoal,
  creative: Finished<"video">,
  chosen: string | undefined,
  loc: (string | number)[],
): RunTarget | null {
  if (!GOAL_FIGURES[goal].area || chosen === undefined) return null;
  const named = creative.eyeCatchers.find((e) => e.name === chosen);
  if (!named) throw refusal(loc, RECOMMENDATION_MESSAGES.unknownTarget);
  return { name: named.name, kind: named.kind, text: named.text };
}

export function refusal(loc: (string | number)[], msg: string): ValidationFailed {
  return new ValidationFailed([{ loc, msg, type: "value_error" }]);
}
