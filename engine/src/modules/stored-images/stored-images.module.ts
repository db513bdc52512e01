import { Module } from "@nestjs/common";
import { SimulationJobsModule } from "#src/modules/jobs/simulation-jobs.module";
import { ImageLinks } from "./image-links";
import { StoredImagesController } from "./stored-images.controller";

/** Input and result images served to their owners, by header credentials or by the signed links results carry. */
@Module({
  imports: [SimulationJobsModule],
  controllers: [StoredImagesController],
  providers: [ImageLinks],
  exports: [ImageLinks],
})
export class StoredImagesModule {}
