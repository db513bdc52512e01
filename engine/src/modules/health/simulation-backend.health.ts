import { Injectable } from "@nestjs/common";
import { type HealthIndicatorResult, HealthIndicatorService } from "@nestjs/terminus";
import type { BackendReport } from "#src/simulation/backend";

@Injectable()
export class SimulationBackendHealth {
  private report?: BackendReport;
  private failure?: string;

  constructor(private readonly indicator: HealthIndicatorService) {}

  passed(report: BackendReport): void {
    this.report = report;
  }

  failed(message: string): void {
    this.failure = message;
  }

  check(key: string): HealthIndicatorResult {
    const session = this.indicator.check(key);
    if (!this.report) return session.down({ message: this.failure ?? "the backend self-check has not finished" });
    const { backend, binding, gpu, device, kernelMs } = this.report;
    return session.up({ backend, binding, gpu, device, kernelMs });
  }
}
