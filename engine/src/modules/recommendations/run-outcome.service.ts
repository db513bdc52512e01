import { Injectable } from "@nestjs/common";
import { CreditsService } from "#src/modules/credits/credits.service";
import { JobsRepository } from "#src/modules/simulations/jobs.repository";
import { WebhookEventsService } from "#src/modules/webhooks/webhook-events.service";
import { type KeptRecommendation, RecommendationsRepository } from "./recommendations.repository";

// A run ends once: finished with what the model kept (charged, also when it kept nothing: the edits were simulated),
// or failed and refunded, as a simulation that fails is. Each ending is safe to repeat.
@Injectable()
export class RunOutcomeService {
  constructor(
    private readonly runs: RecommendationsRepository,
    private readonly jobs: JobsRepository,
    private readonly credits: CreditsService,
    private readonly webhooks: WebhookEventsService,
  ) {}

  async finish(runId: string, tried: number, kept: KeptRecommendation[]): Promise<boolean> {
    return this.end(runId, { status: "finished", tried }, kept);
  }

  async fail(runId: string, error: string): Promise<boolean> {
    return this.end(runId, { status: "failed", error }, []);
  }

  private async end(
    runId: string,
    ending: { status: "finished"; tried: number } | { status: "failed"; error: string },
    kept: KeptRecommendation[],
  ): Promise<boolean> {
    const run = await this.runs.findRun(runId);
    const job = run && (await this.jobs.findJob(run.jobId));
    if (!run || !job) return false;
    const deliveries = await this.runs.transaction(async (manager) => {
      if (!(await this.runs.end(manager, run.id, ending))) return null;
      await this.runs.insertRecommendations(manager, run.id, kept);
      if (ending.status === "failed" && run.creditsCharged > 0) await this.credits.refund(manager, run.ownerId, run.creditsCharged, run.id);
      const ended = { ...run, itemId: job.itemId };
      return this.webhooks.runEnded(manager, ended, ending.status, ending.status === "failed" ? ending.error : null);
    });
    if (deliveries === null) return false;
    await this.webhooks.dispatch(deliveries);
    return true;
  }
}
