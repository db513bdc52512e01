import { Injectable } from "@nestjs/common";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { JobsRepository } from "#src/modules/simulations/jobs.repository";
import type { AudienceSetup, SimulationImage } from "#src/simulation/types";

export interface ModelInput {
  image: SimulationImage;
  setup: AudienceSetup;
}

// What the model reads of a job's image: its bytes and areas as the job ran them, and the job's audience and seed,
// so a recommendation or a preview simulates the audience the result was simulated with.
@Injectable()
export class ModelInputs {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly images: CampaignImagesRepository,
  ) {}

  /** Null when the job or its image is gone (deleted with its campaign or account). */
  async of(jobId: string, inputImageIdx: number): Promise<ModelInput | null> {
    const job = await this.jobs.findJob(jobId);
    const creative = job && (await this.images.jobCreatives(jobId)).find((each) => each.idx === inputImageIdx);
    const bytes = creative && (await this.images.imageBytes(creative.id));
    if (!job || !creative || !bytes) return null;
    return {
      image: { index: inputImageIdx, bytes, customAreas: creative.areas },
      setup: { categories: job.setup.categories, scale: job.scale, context: job.setup.context, seed: job.seed },
    };
  }
}
