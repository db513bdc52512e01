import { randomInt, randomUUID } from "node:crypto";
import {
  type CreditsRequest,
  type CreditsResponse,
  creditsFor,
  creditUnits,
  IMAGE_MESSAGES,
  ITEM_MESSAGES,
  type JobSummary,
  MESSAGES,
  SIMULATION_MESSAGES,
  type CampaignSettings,
  type Categories,
  type DraftStart,
  type SimulationStart,
  type SimulationStartRequest,
  type StartResponse,
} from "@adsight/shared";
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from "@nestjs/common";
import type { EntityManager } from "typeorm";
import { SimulationQueueClient } from "#src/queues/simulation-queue.client";
import { CreditsService } from "#src/modules/credits/credits.service";
import { ItemsRepository } from "#src/modules/items/items.repository";
import { ItemsService } from "#src/modules/items/items.service";
import { checkedAreas } from "#src/modules/drafts/draft-areas";
import { DraftsRepository } from "#src/modules/drafts/drafts.repository";
import { DraftsService } from "#src/modules/drafts/drafts.service";
import type { Item } from "#src/modules/items/item.entity";
import { type EncodedInputImage, encodeInputImages } from "#src/modules/creatives/image-codec";
import { JobOutcomeService } from "./job-outcome.service";
import { toJobSummary } from "./job-state.service";
import { JobsRepository } from "./jobs.repository";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { keepDraftVideos, pricedOf } from "#src/modules/creatives/creatives";
import { codedError, ValidationFailed } from "#src/common/errors";
import type { Principal } from "#src/common/principal";

@Injectable()
export class SimulationsService {
  private readonly logger = new Logger(SimulationsService.name);

  constructor(
    private readonly items: ItemsService,
    private readonly itemRows: ItemsRepository,
    private readonly credits: CreditsService,
    private readonly drafts: DraftsRepository,
    private readonly draftSaves: DraftsService,
    private readonly jobs: JobsRepository,
    private readonly jobImages: CampaignImagesRepository,
    private readonly outcome: JobOutcomeService,
    private readonly queue: SimulationQueueClient,
  ) {}

  async quote(user: Principal, body: CreditsRequest): Promise<CreditsResponse> {
    await this.items.getAccessible(user, body.item_id);
    const units = creditUnits(await this.drafts.pricedCreatives(body.item_id));
    const { creditsLeft } = await this.credits.balanceOf(user.id);
    return { credits: creditsFor(units, body.scale), credits_left: creditsLeft };
  }

  // One transaction (the charge locks the user's row: concurrent starts cannot overspend); enqueued after commit so a
  // worker never sees an unstored job. The short body (`credits`) runs the saved draft only at the quoted price.
  async start(user: Principal, body: SimulationStartRequest): Promise<StartResponse> {
    const images = "credits" in body || !body.images ? "draft" : await encodeInputImages(body.images);
    const { jobId } = await this.jobs.transaction(async (manager) => {
      const item = await this.items.lockAccessible(manager, user, body.item_id);
      if (!("credits" in body)) return this.startWithin(manager, user, body, images, { item });
      const draft = await this.drafts.find(item.id, manager);
      return this.startWithin(manager, user, runOf(body, draft), "draft", { quoted: body.credits, item });
    });
    await this.enqueue(jobId);
    return { job_id: jobId };
  }

  // A refused start (4xx) rolls back to a savepoint: nothing charged, the save kept.
  async startDraft(user: Principal, body: DraftStart): Promise<StartResponse> {
    const images = body.images ? await encodeInputImages(body.images) : undefined;
    const outcome = await this.jobs.transaction(async (manager) => {
      const saved = await this.draftSaves.saveWithin(manager, user, body, images);
      return this.jobs
        .savepoint(manager, (inner) =>
          this.startWithin(inner, user, runOf(body, saved), "draft", { quoted: body.credits, item: saved.item }),
        )
        .catch((error: unknown) => {
          if (error instanceof HttpException && error.getStatus() < 500) return error;
          throw error;
        });
    });
    if (outcome instanceof HttpException) throw outcome;
    await this.enqueue(outcome.jobId);
    return { job_id: outcome.jobId };
  }

  // The caller checked access and enqueues the job once its transaction commits.
  async startWithin(
    manager: EntityManager,
    user: Principal,
    body: Omit<SimulationStart, "images">,
    images: EncodedInputImage[] | "draft",
    options: { webhooks?: boolean; quoted?: number; item?: Item } = {},
  ): Promise<{ jobId: string; cost: number }> {
    const jobId = randomUUID();
    const item = options.item ?? (await this.itemRows.lock(manager, body.item_id));
    if (!item) throw new NotFoundException(ITEM_MESSAGES.notFound);
    // The jobs decide, not the item's status, which a client can set through PUT /items/{id}.
    if (await this.jobs.hasRunningJob(manager, item.id))
      throw new BadRequestException(codedError("SIMULATION_RUNNING", SIMULATION_MESSAGES.alreadyRunning));
    // Sent data URLs that are the draft's video posters stand for those videos, priced and run as videos.
    const creatives = images === "draft" ? images : await keepDraftVideos(manager, item.id, images);
    const priced = creatives === "draft" ? await this.drafts.pricedCreatives(item.id, manager) : creatives.map(pricedOf);
    const imageCount = priced.length;
    if (imageCount === 0) throw new ValidationFailed([{ loc: ["body", "images"], msg: IMAGE_MESSAGES.atLeastOne, type: "value_error" }]);
    // The body's areas refer to the draft's stored images; images sent in the body are new and have no ids yet.
    const areas = body.aois && checkedAreas(body.aois)(images === "draft" ? await this.drafts.imageRefs(item.id, manager) : []);
    const cost = creditsFor(creditUnits(priced), body.scale);
    if (options.quoted !== undefined && options.quoted !== cost)
      throw new ConflictException(codedError("PRICE_CHANGED", SIMULATION_MESSAGES.priceChanged));
    // The user who starts the run pays for it and owns the job (an admin may run someone else's campaign).
    await this.credits.charge(manager, user.id, cost, jobId);
    const job = {
      id: jobId,
      itemId: item.id,
      ownerId: user.id,
      scale: body.scale,
      imageCount,
      creditsCharged: cost,
      seed: randomInt(0, 2 ** 31 - 1),
      webhooks: options.webhooks,
      setup: {
        name: body.name,
        categories: body.setup.categories,
        context: { location: body.location, startDate: body.startDate, endDate: body.endDate, audience: body.audience },
      },
    };
    await this.jobs.insertJob(manager, job);
    await this.jobImages.insertForJob(manager, job, creatives, areas);
    await this.itemRows.setStatus(manager, item.id, "Processing", {
      title: body.name || MESSAGES.untitled,
      description: body.audience,
    });
    return { jobId, cost };
  }

  async enqueue(jobId: string): Promise<void> {
    try {
      await this.queue.enqueueRun(jobId);
    } catch (error) {
      this.logger.error(`Enqueueing simulation ${jobId} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.outcome.fail(jobId, SIMULATION_MESSAGES.enqueueFailed);
      throw new ServiceUnavailableException(SIMULATION_MESSAGES.enqueueFailed);
    }
  }

  async latestJob(user: Principal, itemId: string): Promise<JobSummary> {
    // 404, not 403, for another user's campaign: a 403 would also sign a web user out.
    await this.items.getAccessible(user, itemId).catch((error: unknown) => {
      throw error instanceof ForbiddenException ? new NotFoundException(SIMULATION_MESSAGES.noJob) : error;
    });
    const job = await this.jobs.latestJobOfItem(itemId);
    if (!job) throw new NotFoundException(SIMULATION_MESSAGES.noJob);
    return toJobSummary(job);
  }
}

function runOf(
  { item_id, scale }: { item_id: string; scale: number },
  draft: { settings: CampaignSettings; categories: Categories | null } | null,
): Omit<SimulationStart, "images"> {
  if (!draft?.categories)
    throw new ValidationFailed([{ loc: ["body", "item_id"], msg: SIMULATION_MESSAGES.setupMissing, type: "value_error" }]);
  return { item_id, scale, ...draft.settings, setup: { categories: draft.categories } };
}
