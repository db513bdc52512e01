import { Injectable, type OnApplicationBootstrap } from "@nestjs/common";
import { InjectPinoLogger, PinoLogger } from "nestjs-pino";
import { AppConfig } from "#src/config/config";
import { SimulationBackendHealth } from "#src/modules/health/simulation-backend.health";
import { selfCheckBackend } from "./backend-self-check";
import { SimulationMetrics } from "./simulation.metrics";

@Injectable()
export class BackendStatus implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly metrics: SimulationMetrics,
    private readonly health: SimulationBackendHealth,
    @InjectPinoLogger("SimulationBackend") private readonly logger: PinoLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const report = await selfCheckBackend(this.config.values.simulation, this.logger);
      this.metrics.backendChecked(report);
      this.health.passed(report);
    } catch (error) {
      this.health.failed(error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}
