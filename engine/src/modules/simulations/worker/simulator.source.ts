import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { SimulatorSource } from "./simulation-runner";
import { createSimulator } from "#src/simulation/index";
import type { Simulator } from "#src/simulation/types";

@Injectable()
export class ModelSimulatorSource extends SimulatorSource implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger("Simulator");
  private simulator?: Promise<Simulator>;

  constructor(private readonly config: AppConfig) {
    super();
  }

  get(): Promise<Simulator> {
    if (this.simulator) return this.simulator;
    const { nMax, backend } = this.config.values.simulation;
    const loading = createSimulator({ nMax, backend }).then((simulator) => {
      this.logger.log(`Model ready on the ${simulator.backend} backend (${nMax} viewers at scale 100)`);
      return simulator;
    });
    // A failed load is retried by the next job rather than cached.
    loading.catch(() => {
      if (this.simulator === loading) this.simulator = undefined;
    });
    this.simulator = loading;
    return loading;
  }

  onApplicationBootstrap(): void {
    this.get().catch((error: unknown) => this.logger.error(`Model failed to load: ${String(error)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await (await this.simulator?.catch(() => undefined))?.dispose();
  }
}
