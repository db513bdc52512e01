import { Module } from "@nestjs/common";
import { RecommendationsModule } from "#src/modules/recommendations/recommendations.module";
import { SimulationsModule } from "#src/modules/simulations/simulations.module";
import { ItemResultsController } from "./item-results.controller";

@Module({
  imports: [SimulationsModule, RecommendationsModule],
  controllers: [ItemResultsController],
})
export class ItemResultsModule {}
