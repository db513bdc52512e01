import { randomInt, randomUUID } from "node:crypto";
import {
  type CreditsRequest,
  type CreditsResponse,
  creditsFor,
  IMAGE_MESSAGES,
  ITEM_MESSAGES,
  type JobSummary,
  MESSAGES,
  SIMULATION_MESSAGES,
  type CampaignSettings,
  type Categories,
  type SimulationStartRequest,
  type StartResponse,
} from "@adsight/shared";
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from "@nestjs/common";
import { SimulationQueueClient } from "./simulation-queue.client";
import { CreditsService } from "#src/modules/credits/credits.service";
import { ItemsRepository } from "#src/modules/items/items.repository";
import { ItemsService } from "#src/modules/items/items.service";
import type { User } from "#src/modules/users/user.entity";
import { DraftsRepository } from "#src/modules/drafts/drafts.repository";
import { type EncodedInputImage, encodeInputImages } from "#src/modules/stored-images/image-codec";
import { JobOutcomeService } from "./job-outcome.service";
import { toJobSummary } from "./job-state.service";
import { JobsRepository } from "./jobs.repository";
import { codedError, ValidationFailed } from "#src/common/errors";

/** What a job runs: the campaign's settings and setup, and the images sent or the draft's. */
interface Run {
  settings: CampaignSettings;
  categories: Categories;
  images: EncodedInputImage[] | "draft";
}

@Injectable()
export class SimulationsService {
  private readonly logger = new Logger(SimulationsService.name);

  constructor(
    private readonly items: ItemsService,
    private readonly itemRows: ItemsRepository,
    private readonly credits: CreditsService,
    private readonly drafts: DraftsRepository,
    private readonly jobs: JobsRepository,
    private readonly outcome: JobOutcomeService,
    private readonly queue: SimulationQueueClient,
  ) {}

  /** The cost of simulating the draft's saved images at `scale`, and the balance it would come from. */
  async quote(user: User, body: CreditsRequest): Promise<CreditsResponse> {
    await this.items.getAccessible(user, body.item_id);
    const images = await this.drafts.countImages(body.item_id);
    return { credits: creditsFor(images, body.scale), credits_left: user.creditsLeft };
  }

  /**
   * Charges, stores the job and its images and marks the item Processing in one transaction (the charge locks
   * the user's row, so concurrent starts cannot overspend), then enqueues. Queueing after the commit means a
   * worker never sees a job that is not stored; if queueing fails the job ends in Error and is refunded.
   * Without `images` in the body the job runs on the draft's stored images, counted under the item's lock.
   * The short body (`credits` instead of settings and setup) runs what the saved draft holds, only at the price the
   * client was quoted: another price is refused with 409 PRICE_CHANGED before anything is charged.
   */
  async start(user: User, body: SimulationStartRequest): Promise<StartResponse> {
    await this.items.getAccessible(user, body.item_id);
    const { settings, categories, images } = "credits" in body ? await this.savedRun(body.item_id) : await this.sentRun(body);
    const quoted = "credits" in body ? body.credits : null;
    const jobId = randomUUID();
    await this.jobs.transaction(async (manager) => {
      const item = await this.itemRows.lock(manager, body.item_id);
      if (!item) throw new NotFoundException(ITEM_MESSAGES.notFound);
      // The jobs decide, not the item's status, which a client can set through PUT /items/{id}.
      if (await this.jobs.hasRunningJob(manager, item.id))
        throw new BadRequestException(codedError("SIMULATION_RUNNING", SIMULATION_MESSAGES.alreadyRunning));
      const imageCount = images === "draft" ? await this.jobs.draftImageCount(manager, item.id) : images.length;
      if (imageCount === 0) throw new ValidationFailed([{ loc: ["body", "images"], msg: IMAGE_MESSAGES.atLeastOne, type: "value_error" }]);
      const cost = creditsFor(imageCount, body.scale);
      if (quoted !== null && quoted !== cost) throw new ConflictException(codedError("PRICE_CHANGED", SIMULATION_MESSAGES.priceChanged));
      // The user who starts the run pays for it and owns the job (an admin may run someone else's campaign).
      await this.credits.charge(manager, user.id, cost, jobId);
      await this.jobs.insertJob(
        manager,
        {
          id: jobId,
          itemId: item.id,
          ownerId: user.id,
          scale: body.scale,
          imageCount,
          creditsCharged: cost,
          seed: randomInt(0, 2 ** 31 - 1),
          setup: {
            name: settings.name,
            categories,
            context: { location: settings.location, startDate: settings.startDate, endDate: settings.endDate, audience: settings.audience },
          },
        },
        images,
      );
      await this.itemRows.setStatus(manager, item.id, "Processing", {
        title: settings.name || MESSAGES.untitled,
        description: settings.audience,
      });
    });
    try {
      await this.queue.enqueueRun(jobId);
    } catch (error) {
      this.logger.error(`Enqueueing simulation ${jobId} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.outcome.fail(jobId, SIMULATION_MESSAGES.enqueueFailed);
      throw new ServiceUnavailableException(SIMULATION_MESSAGES.enqueueFailed);
    }
    return { job_id: jobId };
  }

  /** The run the full body describes: its settings and setup, its images or else the draft's. */
  private async sentRun(body: Exclude<SimulationStartRequest, { credits: number }>): Promise<Run> {
    const { name, location, startDate, endDate, audience } = body;
    const images = body.images ? await encodeInputImages(body.images) : "draft";
    return { settings: { name, location, startDate, endDate, audience }, categories: body.setup.categories, images };
  }

  /** The run the saved draft holds; a draft without a generated setup cannot run. */
  private async savedRun(itemId: string): Promise<Run> {
    const draft = await this.drafts.find(itemId);
    if (!draft?.categories)
      throw new ValidationFailed([{ loc: ["body", "item_id"], msg: SIMULATION_MESSAGES.setupMissing, type: "value_error" }]);
    return { settings: draft.settings, categories: draft.categories, images: "draft" };
  }

  async latestJob(user: User, itemId: string): Promise<JobSummary> {
    // Another user's campaign does not exist for this caller, as its jobs do not: a 403 would also sign a web user out.
    await this.items.getAccessible(user, itemId).catch((error: unknown) => {
      throw error instanceof ForbiddenException ? new NotFoundException(SIMULATION_MESSAGES.noJob) : error;
    });
    const job = await this.jobs.latestJobOfItem(itemId);
    if (!job) throw new NotFoundException(SIMULATION_MESSAGES.noJob);
    return toJobSummary(job);
  }
}
