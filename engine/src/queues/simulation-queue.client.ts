import { InjectQueue } from "@nestjs/bull";
import { Injectable } from "@nestjs/common";
import type { Queue } from "bull";
import { type RunSimulationPayload, runSimulationOptions, SIMULATION_QUEUE, SimulationJobName } from "./queues";

@Injectable()
export class SimulationQueueClient {
  constructor(@InjectQueue(SIMULATION_QUEUE) private readonly queue: Queue<RunSimulationPayload>) {}

  async enqueueRun(simulationJobId: string): Promise<void> {
    await this.queue.add(SimulationJobName.Run, { simulationJobId }, runSimulationOptions(simulationJobId));
  }
}
