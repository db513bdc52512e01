import type { KeyFrameShot } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { JobsRepository } from "#src/modules/simulations/jobs.repository";
import { recommendationKeyFrames } from "#src/simulation/index";
import type { AudienceSetup, SimulationImage } from "#src/simulation/types";
import { RecommendationsRepository } from "../recommendations.repository";

export interface ImageInput {
  kind: "image";
  image: SimulationImage;
  setup: AudienceSetup;
}

export interface VideoInput {
  kind: "video";
  index: number;
  clipOid: string;
  /** The key frames its recommendations are made on, from the video's result. */
  frames: KeyFrameShot[];
  setup: AudienceSetup;
}

export type ModelInput = ImageInput | VideoInput;

// An image's bytes and areas as the job ran them or a video's clip and key frames, with the job's audience and seed:
// a recommendation or a preview simulates the audience the result was simulated with.
@Injectable()
export class ModelInputs {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly images: CampaignImagesRepository,
    private readonly runs: RecommendationsRepository,
  ) {}

  /** Null when the job or its creative is gone (deleted with its campaign or account). */
  async of(jobId: string, inputImageIdx: number): Promise<ModelInput | null> {
    const job = await this.jobs.findJob(jobId);
    const creative = job && (await this.images.jobCreatives(jobId)).find((each) => each.idx === inputImageIdx);
    if (!job || !creative) return null;
    const setup = { categories: job.setup.categories, scale: job.scale, context: job.setup.context, seed: job.seed };
    if (creative.kind === "video") {
      const cuts = await this.runs.videoCuts(jobId, inputImageIdx);
      if (!creative.clipOid || !cuts) return null;
      return { kind: "video", index: inputImageIdx, clipOid: creative.clipOid, frames: recommendationKeyFrames(cuts), setup };
    }
    const bytes = await this.images.imageBytes(creative.id);
    return bytes && { kind: "image", image: { index: inputImageIdx, bytes, customAreas: creative.areas }, setup };
  }
}
