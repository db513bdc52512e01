import { Module } from "@nestjs/common";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { ItemsModule } from "#src/modules/items/items.module";
import { SetupModule } from "#src/modules/setup/setup.module";
import { DraftsController } from "./drafts.controller";
import { DraftsRepository } from "./drafts.repository";
import { DraftsService } from "./drafts.service";

@Module({
  imports: [ItemsModule, SetupModule, CreditsModule],
  controllers: [DraftsController],
  providers: [DraftsRepository, DraftsService],
  exports: [DraftsRepository, DraftsService],
})
export class DraftsModule {}
