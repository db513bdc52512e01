import { OnQueueFailed, Process, Processor } from "@nestjs/bull";
import { type BeforeApplicationShutdown, Logger } from "@nestjs/common";
import type { Job } from "bull";
import { type RunSimulationPayload, SIMULATION_QUEUE, SimulationJobName } from "#src/queues/queues";
import { JobOutcomeService } from "../job-outcome.service";
import { SimulationRunner } from "./simulation-runner";
import type { JobStatus } from "../simulation-job.entity";
import { SimulationMetrics } from "./simulation.metrics";

@Processor(SIMULATION_QUEUE)
export class SimulationProcessor implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SimulationProcessor.name);

  constructor(
    private readonly runner: SimulationRunner,
    private readonly outcome: JobOutcomeService,
    private readonly metrics: SimulationMetrics,
  ) {}

  @Process(SimulationJobName.Run)
  async run(job: Job<RunSimulationPayload>): Promise<JobStatus | null> {
    const stop = this.metrics.jobSeconds.startTimer();
    const status = await this.runner.run(job.data.simulationJobId).finally(() => stop());
    this.metrics.jobs.inc({ status: status ?? "deleted" });
    return status;
  }

  @OnQueueFailed()
  async failed(job: Job<RunSimulationPayload>, error: Error): Promise<void> {
    if (job.attemptsMade < (job.opts.attempts ?? 1) && !error.message.includes("stalled")) return;
    try {
      await this.outcome.fail(job.data.simulationJobId, `The simulation could not be completed: ${error.message}`);
    } catch (failure) {
      this.logger.error(`Could not record the failure of ${job.data.simulationJobId}: ${String(failure)}`);
    }
  }

  beforeApplicationShutdown(): void {
    this.runner.stop();
  }
}
