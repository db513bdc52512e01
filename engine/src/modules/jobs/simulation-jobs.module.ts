import { Module } from "@nestjs/common";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { ItemsModule } from "#src/modules/items/items.module";
import { JobEventsService } from "./job-events.service";
import { JobOutcomeService } from "./job-outcome.service";
import { JobsRepository } from "./jobs.repository";

/**
 * The job records, their change events and the ways a job ends: what both roles of the simulation feature and
 * account deletion (which ends a user's running jobs first) share.
 */
@Module({
  imports: [CreditsModule, ItemsModule],
  providers: [JobsRepository, JobEventsService, JobOutcomeService],
  exports: [JobsRepository, JobEventsService, JobOutcomeService],
})
export class SimulationJobsModule {}
