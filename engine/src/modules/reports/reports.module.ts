import { Module } from "@nestjs/common";
import { JobsModule } from "#src/modules/jobs/jobs.module";
import { SimulationJobsModule } from "#src/modules/jobs/simulation-jobs.module";
import { ExportsService } from "./exports.service";
import { ReportController } from "./report.controller";
import { ReportService } from "./report.service";

/** A job's PDF report and its CSV/JSON exports. */
@Module({
  imports: [JobsModule, SimulationJobsModule],
  controllers: [ReportController],
  providers: [ReportService, ExportsService],
})
export class ReportsModule {}
