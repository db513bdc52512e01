import { Process, Processor } from "@nestjs/bull";
import {
  RECOMMENDATION_MESSAGES,
  SIMULATION_MESSAGES,
  WHAT_IF_VIEWERS,
  type WhatIfPreview,
  type WhatIfUploadPreview,
} from "@adsight/shared";
import type { Job } from "bull";
import { SimulatorSource } from "#src/modules/simulations/worker/simulation-runner";
import { WHAT_IF_QUEUE, WhatIfJobName, type WhatIfPayload, type WhatIfUploadPayload } from "#src/queues/queues";
import { WhatIfUploadsRepository } from "../what-if-uploads.repository";
import { type ImageInput, ModelInputs } from "./model-inputs";

// Answers the API, which waits for the job's return value; a failure reaches it as the job's failed reason.
@Processor(WHAT_IF_QUEUE)
export class WhatIfProcessor {
  constructor(
    private readonly inputs: ModelInputs,
    private readonly simulators: SimulatorSource,
    private readonly uploads: WhatIfUploadsRepository,
  ) {}

  @Process(WhatIfJobName.Preview)
  async preview({ data }: Job<WhatIfPayload>): Promise<WhatIfPreview> {
    const input = await this.imageInput(data);
    const simulator = await this.simulators.get();
    const { figures } = await simulator.preview(input.image, input.setup, data.edits, {
      goal: data.goal,
      target: data.target,
      viewers: WHAT_IF_VIEWERS,
    });
    return { viewers: WHAT_IF_VIEWERS, figures };
  }

  @Process(WhatIfJobName.PreviewUpload)
  async previewUpload({ data }: Job<WhatIfUploadPayload>): Promise<WhatIfUploadPreview> {
    const [input, variant] = await Promise.all([this.imageInput(data), this.uploads.read(data.uploadOid)]);
    if (!variant) throw new Error("The uploaded version is gone: its preview was no longer awaited");
    const simulator = await this.simulators.get();
    const options = { goal: data.goal, target: data.target, viewers: WHAT_IF_VIEWERS };
    const { figures, targetFound } = await simulator.previewVariant(input.image, input.setup, variant, options);
    return { viewers: WHAT_IF_VIEWERS, figures, target: data.target?.name ?? null, target_found: targetFound };
  }

  private async imageInput(data: Omit<WhatIfPayload, "edits">): Promise<ImageInput> {
    const input = await this.inputs.of(data.simulationJobId, data.inputImageIdx);
    if (!input) throw new Error(SIMULATION_MESSAGES.notFound);
    if (input.kind !== "image") throw new Error(RECOMMENDATION_MESSAGES.imagesOnly);
    return input;
  }
}
