import { randomUUID } from "node:crypto";
import {
  CREATIVE_FORMAT_MESSAGES,
  GOAL_FIGURES,
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
  type VariantEncoding,
  webFilePath,
} from "@adsight/shared";
import { ConflictException, Injectable, Logger, NotFoundException, ServiceUnavailableException } from "@nestjs/common";
import { codedError, ValidationFailed } from "#src/common/errors";
import type { Principal } from "#src/common/principal";
import type { EntityManager } from "typeorm";
import type { NewCreative } from "#src/modules/creatives/creatives";
import { ImageLinks } from "#src/modules/creatives/image-links";
import { restoredImage } from "#src/modules/creatives/image-codec";
import { CreditsService } from "#src/modules/credits/credits.service";
import { DraftsRepository } from "#src/modules/drafts/drafts.repository";
import { JobStreamService } from "#src/modules/simulations/job-stream.service";
import type { SimulationJob } from "#src/modules/simulations/simulation-job.entity";
import { RecommendationQueueClient } from "#src/queues/recommendation-queue.client";
import type { RunTarget } from "./recommendation-run.entity";
import { type JobCreative, RecommendationsRepository, type RunWithRecommendations } from "./recommendations.repository";
import { RunOutcomeService } from "./run-outcome.service";
import { VideoVariantsService } from "./video-variants.service";

type Finished<K extends JobCreative["kind"]> = Extract<JobCreative, { kind: K }> & {
  eyeCatchers: NonNullable<Extract<JobCreative, { kind: K }>["eyeCatchers"]>;
};

const ENCODING: VariantEncoding = { status: "encoding" };

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
    private readonly variants: VideoVariantsService,
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

  // Once per recommendation: a repeat answers the image the first added, while the draft still holds it. A video's is
  // made by a worker (VideoVariantsService): the first request records it as encoding and queues it, a repeat answers
  // that state; one added and still in the draft answers its image, one failed or since removed is asked again.
  async addVariant(
    user: Principal,
    jobId: string,
    inputImageIdx: number,
    runId: string,
    id: string,
  ): Promise<VariantAdded | VariantEncoding> {
    const job = await this.jobs.accessibleJob(user, jobId);
    const [run] = await this.runs.runsOf(job.id, inputImageIdx, runId);
    const found = run?.recommendations.find((each) => each.id === id);
    if (!run || !found) throw new NotFoundException(RECOMMENDATION_MESSAGES.notFound);
    const answer = await this.runs.transaction(async (manager) => {
      const recommendation = await this.runs.lockRecommendation(manager, run.id, id);
      if (!recommendation) throw new NotFoundException(RECOMMENDATION_MESSAGES.notFound);
      const { draftImageId, variantStatus } = recommendation;
      if (variantStatus === "encoding") return ENCODING;
      if (draftImageId && (await this.drafts.isDraftImage(manager, job.itemId, draftImageId))) return { image_id: draftImageId };
      if (!recommendation.keyFrame) {
        const added = await this.appendWithin(manager, job.itemId, await restoredImage(recommendation.bytes));
        await this.runs.setDraftImage(manager, id, added.image_id);
        return added;
      }
      if ((await this.drafts.draftSize(manager, job.itemId)) >= MAX_CAMPAIGN_IMAGES) throw refusal(["body"], IMAGE_MESSAGES.tooMany);
      await this.runs.setVariant(manager, id, { variantStatus: "encoding", variantError: null });
      return null;
    });
    if (answer) return answer;
    try {
      await this.queue.enqueueVariant(id);
    } catch (error) {
      this.logger.error(`Enqueueing the edited video of ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.variants.fail(id, SIMULATION_MESSAGES.enqueueFailed);
      throw new ServiceUnavailableException(SIMULATION_MESSAGES.enqueueFailed);
    }
    return ENCODING;
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
        variant_status: each.variantStatus,
        variant_error: each.variantError,
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
