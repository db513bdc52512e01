import { Module } from "@nestjs/common";
import { CampaignImagesRepository } from "./campaign-images.repository";
import { CreativesController } from "./creatives.controller";
import { ImageLinks } from "./image-links";
import { ResultImagesRepository } from "./result-images.repository";
import { VideoFilesRepository } from "./video-files.repository";

@Module({
  controllers: [CreativesController],
  providers: [ImageLinks, CampaignImagesRepository, ResultImagesRepository, VideoFilesRepository],
  exports: [ImageLinks, CampaignImagesRepository, ResultImagesRepository],
})
export class CreativesModule {}
