import { Module } from "@nestjs/common";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { DraftsModule } from "#src/modules/drafts/drafts.module";
import { IdempotencyModule } from "#src/modules/idempotency/idempotency.module";
import { ItemsModule } from "#src/modules/items/items.module";
import { StoredImagesModule } from "#src/modules/stored-images/stored-images.module";
import { JobStateService } from "./job-state.service";
import { JobStreamService } from "./job-stream.service";
import { SimulationJobsModule } from "./simulation-jobs.module";
import { SimulationQueueModule } from "./simulation-queue.module";
import { SimulationsController } from "./simulations.controller";
import { SimulationsService } from "./simulations.service";

/** The simulation API every role serves: pricing, starting a draft as a job, a job's state and its live stream. */
@Module({
  imports: [SimulationJobsModule, SimulationQueueModule, DraftsModule, StoredImagesModule, ItemsModule, CreditsModule, IdempotencyModule],
  controllers: [SimulationsController],
  providers: [JobStateService, JobStreamService, SimulationsService],
  // Predictions start their job in the transaction that makes the campaign.
  exports: [JobStreamService, SimulationsService],
})
export class JobsModule {}
