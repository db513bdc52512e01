import { Module } from "@nestjs/common";
import { SimulationsModule } from "#src/modules/simulations/simulations.module";
import { ExportsService } from "./exports.service";
import { ReportChangesRepository } from "./report-changes.repository";
import { ReportController } from "./report.controller";
import { ReportService } from "./report.service";

@Module({
  imports: [SimulationsModule],
  controllers: [ReportController],
  providers: [ReportService, ExportsService, ReportChangesRepository],
})
export class ReportsModule {}
