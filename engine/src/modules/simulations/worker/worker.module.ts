import { Module } from "@nestjs/common";
import { HealthModule } from "#src/modules/health/health.module";
import { QueuesModule } from "#src/queues/queues.module";
import { SimulationsModule } from "../simulations.module";
import { BackendStatus } from "./backend-status";
import { SimulationMetrics } from "./simulation.metrics";
import { SimulationProcessor } from "./simulation.processor";
import { SimulationRunner, SimulatorSource } from "./simulation-runner";
import { ModelSimulatorSource } from "./simulator.source";

@Module({
  imports: [SimulationsModule, QueuesModule, HealthModule],
  providers: [
    { provide: SimulatorSource, useClass: ModelSimulatorSource },
    SimulationRunner,
    SimulationProcessor,
    SimulationMetrics,
    BackendStatus,
  ],
  // One model per worker process, shared with the recommendations' worker.
  exports: [SimulatorSource],
})
export class WorkerModule {}
