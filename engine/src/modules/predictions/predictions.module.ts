import { Module } from "@nestjs/common";
import { DraftsModule } from "#src/modules/drafts/drafts.module";
import { IdempotencyModule } from "#src/modules/idempotency/idempotency.module";
import { ItemsModule } from "#src/modules/items/items.module";
import { SimulationsModule } from "#src/modules/simulations/simulations.module";
import { SetupModule } from "#src/modules/setup/setup.module";
import { PredictionsController } from "./predictions.controller";
import { PredictionsRepository } from "./predictions.repository";
import { PredictionsService } from "./predictions.service";

@Module({
  imports: [IdempotencyModule, ItemsModule, SetupModule, DraftsModule, SimulationsModule],
  controllers: [PredictionsController],
  providers: [PredictionsRepository, PredictionsService],
})
export class PredictionsModule {}
