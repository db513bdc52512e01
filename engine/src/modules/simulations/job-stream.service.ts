import {
  CREATIVE_FORMAT_MESSAGES,
  type CreativeFormat,
  type ImageResult,
  ITEM_MESSAGES,
  type ItemResults,
  type JobResults,
  type ResultLinks,
  SIMULATION_MESSAGES,
  type SimulationEvent,
} from "@adsight/shared";
import { ForbiddenException, Injectable, type MessageEvent, NotFoundException } from "@nestjs/common";
import { Observable } from "rxjs";
import { abRanking } from "#src/simulation/results/ab-ranking";
import { toItemPublic } from "#src/modules/items/items.dto";
import { ItemsService } from "#src/modules/items/items.service";
import { JobEventsService } from "./job-events.service";
import { JobStateService, toJobSummary } from "./job-state.service";
import { JobsRepository } from "./jobs.repository";
import { ResultsRepository } from "./results.repository";
import type { SimulationJob } from "./simulation-job.entity";
import { mayAccess, type Principal } from "#src/common/principal";

// A safety net under pub/sub: re-read even when no notice arrives.
const REFRESH_MS = 5_000;

@Injectable()
export class JobStreamService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly events: JobEventsService,
    private readonly state: JobStateService,
    private readonly results: ResultsRepository,
    private readonly items: ItemsService,
  ) {}

  // 404, not 403, so job ids cannot be probed.
  async accessibleJob(user: Principal, jobId: string): Promise<SimulationJob> {
    const job = await this.jobs.findJob(jobId);
    if (!job || !mayAccess(user, job.ownerId)) throw new NotFoundException(SIMULATION_MESSAGES.notFound);
    return job;
  }

  async snapshot(user: Principal, jobId: string, links?: ResultLinks): Promise<JobResults> {
    return this.resultsOf(await this.accessibleJob(user, jobId), links);
  }

  /** A results page in one read: the campaign, and its latest job's results when the caller may see that job. */
  async itemResults(user: Principal, itemId: string, links?: ResultLinks): Promise<Omit<ItemResults, "recommendations">> {
    const item = await this.items.getAccessible(user, itemId).catch((error: unknown) => {
      throw error instanceof ForbiddenException ? new NotFoundException(ITEM_MESSAGES.notFound) : error;
    });
    const job = await this.jobs.latestJobOfItem(item.id);
    // An admin may have run someone else's campaign: its owner sees the campaign but not that job.
    return { item: toItemPublic(item), job: job && mayAccess(user, job.ownerId) ? await this.resultsOf(job, links) : null };
  }

  private async resultsOf(job: SimulationJob, links?: ResultLinks): Promise<JobResults> {
    const { creatives, results, videos } = await this.state.stateOf(job, links);
    return { ...toJobSummary(job), item_id: job.itemId, error: job.error, creatives, results, videos, ab_ranking: abRanking(results) };
  }

  /** Reads the image's norms for `format` (null: the guessed one again): no new run, nothing charged. */
  async chooseFormat(user: Principal, jobId: string, inputImageIdx: number, format: CreativeFormat | null): Promise<ImageResult> {
    const job = await this.accessibleJob(user, jobId);
    if (!(await this.results.chooseFormat(job.id, inputImageIdx, format))) {
      throw new NotFoundException(CREATIVE_FORMAT_MESSAGES.noImageResult);
    }
    await this.events.announce(job.id);
    const { results } = await this.state.stateOf(job);
    const result = results.find((each) => each.input_image_idx === inputImageIdx);
    if (!result) throw new NotFoundException(CREATIVE_FORMAT_MESSAGES.noImageResult);
    return result;
  }

  // Subscribes before the first read, so a change between the read and the subscription cannot be lost.
  async stream(user: Principal, jobId: string, links?: ResultLinks): Promise<Observable<MessageEvent>> {
    await this.accessibleJob(user, jobId);
    return new Observable<MessageEvent>((subscriber) => {
      let lastSent = "";
      let running = false;
      let again = false;
      let stopListening: (() => Promise<void>) | undefined;
      let timer: NodeJS.Timeout | undefined;

      const send = async () => {
        const job = await this.jobs.findJob(jobId);
        if (!job) {
          subscriber.complete();
          return;
        }
        const event: SimulationEvent = await this.state.stateOf(job, links);
        const text = JSON.stringify(event);
        if (text !== lastSent) {
          lastSent = text;
          subscriber.next({ data: event });
        }
        if (event.campaign_status !== "Processing") subscriber.complete();
      };
      // Notices that arrive while a read runs collapse into one more read after it.
      const refresh = () => {
        if (subscriber.closed) return;
        if (running) {
          again = true;
          return;
        }
        running = true;
        send()
          .catch((error: unknown) => subscriber.error(error))
          .finally(() => {
            running = false;
            if (again) {
              again = false;
              refresh();
            }
          });
      };

      this.events
        .listen(jobId, refresh)
        .then((stop) => {
          stopListening = stop;
          if (subscriber.closed) {
            stop().catch(() => undefined);
            return;
          }
          refresh();
          timer = setInterval(refresh, REFRESH_MS);
        })
        .catch((error: unknown) => subscriber.error(error));

      return () => {
        clearInterval(timer);
        stopListening?.().catch(() => undefined);
      };
    });
  }
}
