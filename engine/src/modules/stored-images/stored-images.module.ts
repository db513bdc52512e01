import { Module } from "@nestjs/common";
import { CampaignImagesRepository } from "./campaign-images.repository";
import { ImageLinks } from "./image-links";
import { ResultImagesRepository } from "./result-images.repository";
import { StoredImagesController } from "./stored-images.controller";
import { StoredVideosController } from "./stored-videos.controller";
import { VideoFilesRepository } from "./video-files.repository";

@Module({
  controllers: [StoredImagesController, StoredVideosController],
  providers: [ImageLinks, CampaignImagesRepository, ResultImagesRepository, VideoFilesRepository],
  exports: [ImageLinks, CampaignImagesRepository, ResultImagesRepository],
})
export class StoredImagesModule {}
