import { Module } from "@nestjs/common";
import { SimulationRunner, SimulatorSource } from "../modules/simulations/simulation-runner";
import { SimulationsModule } from "../modules/simulations/simulations.module";
import { SimulationProcessor } from "./simulation.processor";
import { ModelSimulatorSource } from "./simulator.source";

/** The worker role (ENGINE_MODE worker or all): consumes the simulation queue. */
@Module({
  imports: [SimulationsModule],
  providers: [{ provide: SimulatorSource, useClass: ModelSimulatorSource }, SimulationRunner, SimulationProcessor],
})
export class WorkersModule {}
