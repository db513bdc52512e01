import { Module } from "@nestjs/common";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { ItemsModule } from "#src/modules/items/items.module";
import { StoredImagesModule } from "#src/modules/stored-images/stored-images.module";
import { WebhooksModule } from "#src/modules/webhooks/webhooks.module";
import { JobEventsService } from "./job-events.service";
import { JobOutcomeService } from "./job-outcome.service";
import { JobsRepository } from "./jobs.repository";
import { ResultsRepository } from "./results.repository";
import { ViewersRepository } from "./viewers.repository";

/**
 * The job records, their change events and the ways a job ends: what both roles of the simulation feature and
 * account deletion (which ends a user's running jobs first) share.
 */
@Module({
  imports: [CreditsModule, ItemsModule, StoredImagesModule, WebhooksModule],
  providers: [JobsRepository, ResultsRepository, ViewersRepository, JobEventsService, JobOutcomeService],
  exports: [StoredImagesModule, JobsRepository, ResultsRepository, ViewersRepository, JobEventsService, JobOutcomeService],
})
export class SimulationJobsModule {}
