import { Module } from "@nestjs/common";
import { SimulationRunner, SimulatorSource } from "./simulation-runner";
import { HealthModule } from "../../health/health.module";
import { SimulationsModule } from "../simulations.module";
import { BackendStatus } from "./backend-status";
import { SimulationMetrics } from "./simulation.metrics";
import { SimulationProcessor } from "./simulation.processor";
import { ModelSimulatorSource } from "./simulator.source";

/** The worker role (ENGINE_MODE worker or all): consumes the simulation queue. */
@Module({
  imports: [SimulationsModule, HealthModule],
  providers: [{ provide: SimulatorSource, useClass: ModelSimulatorSource }, SimulationRunner, SimulationMetrics, SimulationProcessor, BackendStatus],
})
export class WorkersModule {}
