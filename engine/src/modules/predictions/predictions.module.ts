import { type DynamicModule, Module } from "@nestjs/common";
import type { Config } from "../../config/config";
import { IdempotencyModule } from "../idempotency/idempotency.module";
import { ItemsModule } from "../items/items.module";
import { SetupModule } from "../setup/setup.module";
import { SimulationsModule } from "../simulations/simulations.module";
import { PredictionsController } from "./predictions.controller";
import { PredictionsRepository } from "./predictions.repository";
import { PredictionsService } from "./predictions.service";

/** `POST /predictions` for API clients: built from the items, setup and simulations features' services. */
@Module({})
export class PredictionsModule {
  static forRoot(mode: Config["mode"]): DynamicModule {
    return {
      module: PredictionsModule,
      imports: [IdempotencyModule, ItemsModule, SetupModule, SimulationsModule.forRoot(mode)],
      controllers: [PredictionsController],
      providers: [PredictionsRepository, PredictionsService],
    };
  }
}
