import { assertGpu, type BackendReport, checkBackend } from "#src/simulation/backend";
import type { Config } from "#src/config/config";

export interface SelfCheckLogger {
  info(fields: object, message: string): void;
  warn(message: string): void;
}

let selfCheck: Promise<BackendReport> | undefined;

// With SIMULATION_REQUIRE_GPU a non-GPU backend throws: main exits 1, so Kubernetes shows a failing pod, not a slow one.
export function selfCheckBackend(config: Config["simulation"], logger: SelfCheckLogger): Promise<BackendReport> {
  selfCheck ??= (async () => {
    const report = await checkBackend(config.backend, { info: () => undefined, warn: (line) => logger.warn(line) });
    logger.info({ simulationBackend: { ...report, requireGpu: config.requireGpu } }, "simulation backend self-check");
    if (config.requireGpu) assertGpu(report);
    return report;
  })();
  return selfCheck;
}
