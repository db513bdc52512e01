import { Process, Processor } from "@nestjs/bull";
import { RECOMMENDATION_MESSAGES, SIMULATION_MESSAGES, WHAT_IF_VIEWERS, type WhatIfPreview } from "@adsight/shared";
import type { Job } from "bull";
import { SimulatorSource } from "#src/modules/simulations/worker/simulation-runner";
import { WHAT_IF_QUEUE, WhatIfJobName, type WhatIfPayload } from "#src/queues/queues";
import { ModelInputs } from "./model-inputs";

// Answers the API, which waits for the job's return value; a failure reaches it as the job's failed reason.
@Processor(WHAT_IF_QUEUE)
export class WhatIfProcessor {
  constructor(
    private readonly inputs: ModelInputs,
    private readonly simulators: SimulatorSource,
  ) {}

  @Process(WhatIfJobName.Preview)
  async preview({ data }: Job<WhatIfPayload>): Promise<WhatIfPreview> {
    const input = await this.inputs.of(data.simulationJobId, data.inputImageIdx);
    if (!input) throw new Error(SIMULATION_MESSAGES.notFound);
    if (input.kind !== "image") throw new Error(RECOMMENDATION_MESSAGES.imagesOnly);
    const simulator = await this.simulators.get();
    const { figures } = await simulator.preview(input.image, input.setup, data.edits, {
      goal: data.goal,
      target: data.target,
      viewers: WHAT_IF_VIEWERS,
    });
    return { viewers: WHAT_IF_VIEWERS, figures };
  }
}
