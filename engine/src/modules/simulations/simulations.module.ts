import { BullModule } from "@nestjs/bull";
import { type DynamicModule, Module } from "@nestjs/common";
import { AppConfig, type Config } from "../../config/config";
import { CreditsModule } from "../credits/credits.module";
import { HealthModule } from "../health/health.module";
import { IdempotencyModule } from "../idempotency/idempotency.module";
import { ItemsModule } from "../items/items.module";
import { SimulationsController } from "./api/simulations.controller";
import { SimulationsService } from "./api/simulations.service";
import { DraftsController } from "./drafts/drafts.controller";
import { DraftsRepository } from "./drafts/drafts.repository";
import { DraftsService } from "./drafts/drafts.service";
import { ImageLinks } from "./images/image-links";
import { JobStreamService } from "./events/job-stream.service";
import { StoredImagesController } from "./images/stored-images.controller";
import { JobStateService } from "./jobs/job-state.service";
import { SimulationJobsModule } from "./jobs/simulation-jobs.module";
import { SIMULATION_QUEUE, simulationQueueOptions } from "./queue/simulation-queue";
import { SimulationQueueClient } from "./queue/simulation-queue.client";
import { ExportsService } from "./reports/exports.service";
import { ReportController } from "./reports/report.controller";
import { ReportService } from "./reports/report.service";
import { BackendStatus } from "./worker/backend-status";
import { SimulationMetrics } from "./worker/simulation.metrics";
import { SimulationProcessor } from "./worker/simulation.processor";
import { SimulationRunner, SimulatorSource } from "./worker/simulation-runner";
import { ModelSimulatorSource } from "./worker/simulator.source";

/** The worker role's parts: the model, the queue consumer, its metrics and the backend check. */
const WORKER_PROVIDERS = [
  { provide: SimulatorSource, useClass: ModelSimulatorSource },
  SimulationRunner,
  SimulationProcessor,
  SimulationMetrics,
  BackendStatus,
];

/**
 * The simulation feature. Every role serves the API (drafts, start, stream, stored images, reports) and enqueues;
 * ENGINE_MODE worker or all also consumes the queue with the model (the worker providers above), as one module
 * whose role decides which providers are active.
 */
@Module({})
export class SimulationsModule {
  private static readonly byMode = new Map<Config["mode"], DynamicModule>();

  /** The same module object for a mode, so the features that import it (predictions) share its one instance. */
  static forRoot(mode: Config["mode"]): DynamicModule {
    let module = SimulationsModule.byMode.get(mode);
    if (!module) {
      module = SimulationsModule.build(mode);
      SimulationsModule.byMode.set(mode, module);
    }
    return module;
  }

  private static build(mode: Config["mode"]): DynamicModule {
    const worker = mode !== "api";
    return {
      module: SimulationsModule,
      imports: [
        SimulationJobsModule,
        ItemsModule,
        CreditsModule,
        IdempotencyModule,
        BullModule.registerQueueAsync({
          name: SIMULATION_QUEUE,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => simulationQueueOptions(config.values.queue, config.values.redis.url),
        }),
        ...(worker ? [HealthModule] : []),
      ],
      controllers: [DraftsController, SimulationsController, StoredImagesController, ReportController],
      providers: [
        SimulationQueueClient,
        DraftsRepository,
        DraftsService,
        ImageLinks,
        JobStateService,
        JobStreamService,
        SimulationsService,
        ReportService,
        ExportsService,
        ...(worker ? WORKER_PROVIDERS : []),
      ],
      exports: [SimulationsService, DraftsRepository],
    };
  }
}
