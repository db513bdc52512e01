import { Injectable } from "@nestjs/common";
import type { EntityManager } from "typeorm";
import { CreditsService } from "#src/modules/credits/credits.service";
import { ItemsRepository } from "#src/modules/items/items.repository";
import type { SimulationJob } from "./simulation-job.entity";
import { JobEventsService } from "./job-events.service";
import { JobsRepository } from "./jobs.repository";

/** The ways a job ends. Each is safe to repeat: only the first call changes anything. */
@Injectable()
export class JobOutcomeService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly credits: CreditsService,
    private readonly events: JobEventsService,
    private readonly items: ItemsRepository,
  ) {}

  async complete(jobId: string): Promise<void> {
    const job = await this.jobs.findJob(jobId);
    if (!job) return;
    await this.jobs.transaction((manager) => this.finish(manager, job, "Ready", null));
    await this.events.announce(jobId);
  }

  /** Ends the job in Error and refunds its charge in the same transaction. */
  async fail(jobId: string, reason: string): Promise<void> {
    const job = await this.jobs.findJob(jobId);
    if (!job) return;
    await this.jobs.transaction(async (manager) => {
      const ended = await this.finish(manager, job, "Error", reason);
      if (ended && job.creditsCharged > 0) await this.credits.refund(manager, job.ownerId, job.creditsCharged, job.id);
    });
    await this.events.announce(jobId);
  }

  /** Ends the job and moves its campaign to the same status, unless a newer run of the campaign is going on. */
  private async finish(manager: EntityManager, job: SimulationJob, status: "Ready" | "Error", error: string | null): Promise<boolean> {
    const ended = await this.jobs.finish(manager, job, status, error);
    if (ended && !(await this.jobs.hasRunningJob(manager, job.itemId))) await this.items.setStatus(manager, job.itemId, status);
    return ended;
  }

  /**
   * Ends every queued or running job the user paid for or that runs on their campaigns, in Error with its charge
   * refunded, before the account (and with it those jobs) is deleted. A worker busy with one stops at its next step.
   */
  async cancelJobsInvolving(userId: string, reason: string): Promise<void> {
    for (const jobId of await this.jobs.runningJobIdsInvolving(userId)) await this.fail(jobId, reason);
  }
}
