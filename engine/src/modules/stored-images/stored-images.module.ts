import { Module } from "@nestjs/common";
import { CampaignImagesRepository } from "./campaign-images.repository";
import { ImageLinks } from "./image-links";
import { ResultImagesRepository } from "./result-images.repository";
import { StoredImagesController } from "./stored-images.controller";

@Module({
  controllers: [StoredImagesController],
  providers: [ImageLinks, CampaignImagesRepository, ResultImagesRepository],
  exports: [ImageLinks, CampaignImagesRepository, ResultImagesRepository],
})
export class StoredImagesModule {}
