import { USER_MESSAGES } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import type { EntityManager } from "typeorm";
import { CreditsService } from "#src/modules/credits/credits.service";
import { ItemsRepository } from "#src/modules/items/items.repository";
import { UsersService } from "#src/modules/users/users.service";
import { WebhookEventsService } from "#src/modules/webhooks/webhook-events.service";
import type { SimulationJob } from "./simulation-job.entity";
import { JobEventsService } from "./job-events.service";
import { JobsRepository } from "./jobs.repository";

// Each ending is safe to repeat: only the first call changes anything.
@Injectable()
export class JobOutcomeService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly credits: CreditsService,
    private readonly events: JobEventsService,
    private readonly items: ItemsRepository,
    private readonly webhooks: WebhookEventsService,
    users: UsersService,
  ) {
    // Running simulations end (refunded) before their account goes, so no worker writes results for a vanished job.
    users.beforeAccountDeletion((userId) => this.cancelJobsInvolving(userId, USER_MESSAGES.cancelledWithAccount));
  }

  async complete(jobId: string): Promise<void> {
    const job = await this.jobs.findJob(jobId);
    if (!job) return;
    const { deliveries } = await this.jobs.transaction((manager) => this.finish(manager, job, "Ready", null));
    await this.events.announce(jobId);
    await this.webhooks.dispatch(deliveries);
  }

  async fail(jobId: string, reason: string): Promise<void> {
    const job = await this.jobs.findJob(jobId);
    if (!job) return;
    const deliveries = await this.jobs.transaction(async (manager) => {
      const { ended, deliveries } = await this.finish(manager, job, "Error", reason);
      if (ended && job.creditsCharged > 0) await this.credits.refund(manager, job.ownerId, job.creditsCharged, job.id);
      return deliveries;
    });
    await this.events.announce(jobId);
    await this.webhooks.dispatch(deliveries);
  }

  private async finish(
    manager: EntityManager,
    job: SimulationJob,
    status: "Ready" | "Error",
    error: string | null,
  ): Promise<{ ended: boolean; deliveries: string[] }> {
    const ended = await this.jobs.finish(manager, job, status, error);
    if (!ended) return { ended, deliveries: [] };
    if (!(await this.jobs.hasRunningJob(manager, job.itemId))) await this.items.setStatus(manager, job.itemId, status);
    return { ended, deliveries: await this.webhooks.jobEnded(manager, job, status, error) };
  }

  async cancelJobsInvolving(userId: string, reason: string): Promise<void> {
    for (const jobId of await this.jobs.runningJobIdsInvolving(userId)) await this.fail(jobId, reason);
  }
}
