import { Module } from "@nestjs/common";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { DraftsModule } from "#src/modules/drafts/drafts.module";
import { IdempotencyModule } from "#src/modules/idempotency/idempotency.module";
import { ItemsModule } from "#src/modules/items/items.module";
import { CreativesModule } from "#src/modules/creatives/creatives.module";
import { UsersModule } from "#src/modules/users/users.module";
import { WebhooksModule } from "#src/modules/webhooks/webhooks.module";
import { QueuesModule } from "#src/queues/queues.module";
import { CreativeNormsService } from "./creative-norms.service";
import { JobEventsService } from "./job-events.service";
import { JobOutcomeService } from "./job-outcome.service";
import { JobStateService } from "./job-state.service";
import { JobStreamService } from "./job-stream.service";
import { JobsRepository } from "./jobs.repository";
import { ResultsRepository } from "./results.repository";
import { SimulationsController } from "./simulations.controller";
import { SimulationsService } from "./simulations.service";
import { VideoResultsRepository } from "./video-results.repository";
import { ViewersRepository } from "./viewers.repository";

@Module({
  imports: [QueuesModule, DraftsModule, CreativesModule, ItemsModule, CreditsModule, IdempotencyModule, WebhooksModule, UsersModule],
  controllers: [SimulationsController],
  providers: [
    JobsRepository,
    ResultsRepository,
    CreativeNormsService,
    VideoResultsRepository,
    ViewersRepository,
    JobEventsService,
    JobOutcomeService,
    JobStateService,
    JobStreamService,
    SimulationsService,
  ],
  // Predictions start their job in the transaction that makes the campaign; reports read results.
  exports: [
    CreativesModule,
    JobsRepository,
    ResultsRepository,
    VideoResultsRepository,
    ViewersRepository,
    JobEventsService,
    JobOutcomeService,
    JobStreamService,
    SimulationsService,
  ],
})
export class SimulationsModule {}
