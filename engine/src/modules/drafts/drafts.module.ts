import { Module } from "@nestjs/common";
import { ItemsModule } from "#src/modules/items/items.module";
import { DraftsController } from "./drafts.controller";
import { DraftsRepository } from "./drafts.repository";
import { DraftsService } from "./drafts.service";

/** A campaign's draft before it runs: its setup and uploaded images; starting a job reads it. */
@Module({
  imports: [ItemsModule],
  controllers: [DraftsController],
  providers: [DraftsRepository, DraftsService],
  exports: [DraftsRepository],
})
export class DraftsModule {}
