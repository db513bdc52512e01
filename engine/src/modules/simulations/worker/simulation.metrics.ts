import { InjectQueue } from "@nestjs/bull";
import { Injectable } from "@nestjs/common";
import type { Queue } from "bull";
import { Counter, Gauge, Histogram } from "prom-client";
import { SIMULATION_QUEUE } from "#src/queues/queues";
import { MetricsService } from "#src/modules/health/metrics";
import type { BackendReport } from "#src/simulation/backend";

const QUEUE_STATES = ["waiting", "active", "delayed", "failed"] as const;

@Injectable()
export class SimulationMetrics {
  readonly jobs: Counter<"status">;
  readonly jobSeconds: Histogram;
  private readonly backend: Gauge<"backend" | "device" | "gpu">;
  private readonly kernelSeconds: Gauge;

  constructor(metrics: MetricsService, @InjectQueue(SIMULATION_QUEUE) queue: Queue) {
    const registers = [metrics.registry];
    this.jobs = new Counter({
      name: "simulation_jobs_total",
      help: "Simulation jobs a worker ran, by final status",
      labelNames: ["status"],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: "simulation_job_seconds",
      help: "Time a worker spent on one run of a simulation job",
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
      registers,
    });
    this.backend = new Gauge({
      name: "simulation_backend_info",
      help: 'The backend and device a worker simulates on (value 1); gpu="false" means the CPU',
      labelNames: ["backend", "device", "gpu"],
      registers,
    });
    this.kernelSeconds = new Gauge({
      name: "simulation_backend_kernel_seconds",
      help: "The start-up self-check's timed kernel",
      registers,
    });
    new Gauge({
      name: "simulation_queue_jobs",
      help: "Jobs in the simulation queue by state",
      labelNames: ["state"],
      registers,
      async collect() {
        const counts = await queue.getJobCounts();
        for (const state of QUEUE_STATES) this.set({ state }, counts[state]);
      },
    });
  }

  backendChecked(report: BackendReport): void {
    this.backend.set({ backend: report.backend, device: report.device, gpu: String(report.gpu) }, 1);
    this.kernelSeconds.set(report.kernelMs / 1000);
  }
}
