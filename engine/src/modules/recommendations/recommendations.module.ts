import { Module } from "@nestjs/common";
import { RedisThrottlerStorage } from "#src/modules/auth/redis-throttler.storage";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { DraftsModule } from "#src/modules/drafts/drafts.module";
import { IdempotencyModule } from "#src/modules/idempotency/idempotency.module";
import { SimulationsModule } from "#src/modules/simulations/simulations.module";
import { WebhooksModule } from "#src/modules/webhooks/webhooks.module";
import { QueuesModule } from "#src/queues/queues.module";
import { RecommendationsController } from "./recommendations.controller";
import { RecommendationsRepository } from "./recommendations.repository";
import { RecommendationsService } from "./recommendations.service";
import { RunOutcomeService } from "./run-outcome.service";
import { VideoVariantsService } from "./video-variants.service";
import { WhatIfRateGuard } from "./what-if-rate.guard";
import { WhatIfService } from "./what-if.service";
import { WhatIfUploadsRepository } from "./what-if-uploads.repository";

@Module({
  imports: [QueuesModule, SimulationsModule, DraftsModule, CreditsModule, IdempotencyModule, WebhooksModule],
  controllers: [RecommendationsController],
  providers: [
    RecommendationsRepository,
    RecommendationsService,
    RunOutcomeService,
    VideoVariantsService,
    WhatIfService,
    WhatIfRateGuard,
    RedisThrottlerStorage,
    WhatIfUploadsRepository,
  ],
  exports: [RecommendationsRepository, RecommendationsService, RunOutcomeService, VideoVariantsService, WhatIfUploadsRepository],
})
export class RecommendationsModule {}
