import { BullModule } from "@nestjs/bull";
import { Module } from "@nestjs/common";
import { AppConfig } from "../../config/config";
import { JobsConfig } from "./queue/jobs.config";
import { SIMULATION_QUEUE, simulationQueueOptions } from "./queue/simulation-queue";
import { SimulationQueueClient } from "./queue/simulation-queue.client";
import { CreditsModule } from "../credits/credits.module";
import { ItemsModule } from "../items/items.module";
import { DraftsController } from "./drafts/drafts.controller";
import { DraftsRepository } from "./drafts/drafts.repository";
import { DraftsService } from "./drafts/drafts.service";
import { JobEventsService } from "./events/job-events.service";
import { ImageLinks } from "./images/image-links";
import { JobOutcomeService } from "./jobs/job-outcome.service";
import { JobStateService } from "./jobs/job-state.service";
import { JobStreamService } from "./events/job-stream.service";
import { JobsRepository } from "./jobs/jobs.repository";
import { ExportsService } from "./reports/exports.service";
import { ReportController } from "./reports/report.controller";
import { ReportService } from "./reports/report.service";
import { SimulationsController } from "./api/simulations.controller";
import { SimulationsService } from "./api/simulations.service";
import { StoredImagesController } from "./images/stored-images.controller";

const jobsConfig = { provide: JobsConfig, useFactory: () => JobsConfig.fromEnv() };

@Module({
  imports: [
    ItemsModule,
    CreditsModule,
    BullModule.registerQueueAsync({
      name: SIMULATION_QUEUE,
      extraProviders: [jobsConfig],
      inject: [JobsConfig, AppConfig],
      useFactory: (jobs: JobsConfig, config: AppConfig) => simulationQueueOptions(jobs, config.values.redis.url),
    }),
  ],
  controllers: [DraftsController, SimulationsController, StoredImagesController, ReportController],
  providers: [
    jobsConfig,
    SimulationQueueClient,
    DraftsRepository,
    DraftsService,
    JobsRepository,
    ImageLinks,
    JobEventsService,
    JobStateService,
    JobStreamService,
    JobOutcomeService,
    SimulationsService,
    ReportService,
    ExportsService,
  ],
  exports: [JobsConfig, JobsRepository, JobEventsService, JobOutcomeService, BullModule],
})
export class SimulationsModule {}
