import { InjectQueue } from "@nestjs/bull";
import { Injectable } from "@nestjs/common";
import type { Queue } from "bull";
import { Counter, Gauge, Histogram } from "prom-client";
import { SIMULATION_QUEUE } from "../jobs/simulation-queue";
import { MetricsService } from "../modules/health/metrics";

const QUEUE_STATES = ["waiting", "active", "delayed", "failed"] as const;

/** What a worker's /metrics adds: jobs run and how long they took, and the queue as Bull sees it. */
@Injectable()
export class SimulationMetrics {
  readonly jobs: Counter<"status">;
  readonly jobSeconds: Histogram;

  constructor(metrics: MetricsService, @InjectQueue(SIMULATION_QUEUE) queue: Queue) {
    const registers = [metrics.registry];
    this.jobs = new Counter({ name: "simulation_jobs_total", help: "Simulation jobs a worker ran, by final status", labelNames: ["status"], registers });
    this.jobSeconds = new Histogram({
      name: "simulation_job_seconds",
      help: "Time a worker spent on one run of a simulation job",
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
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
}
