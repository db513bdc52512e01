import { assertGpu, type BackendReport, checkBackend } from "#src/simulation/backend";
import type { Config } from "#src/config/config";

/** The part of a pino logger the self-check writes to (main's own logger before Nest, nestjs-pino's after). */
export interface SelfCheckLogger {
  info(fields: object, message: string): void;
  warn(message: string): void;
}

let selfCheck: Promise<BackendReport> | undefined;

/**
 * Once per worker process, before it takes a job: start the simulation backend, say in one structured line which
 * backend and device it runs on and how fast, and with SIMULATION_REQUIRE_GPU throw GpuRequiredError when that is
 * not a GPU (main exits with code 1, so Kubernetes shows a failing pod instead of a slow one).
 */
export function selfCheckBackend(config: Config["simulation"], logger: SelfCheckLogger): Promise<BackendReport> {
  selfCheck ??= (async () => {
    const report = await checkBackend(config.backend, { info: () => undefined, warn: (line) => logger.warn(line) });
    logger.info({ simulationBackend: { ...report, requireGpu: config.requireGpu } }, "simulation backend self-check");
    if (config.requireGpu) assertGpu(report);
    return report;
  })();
  return selfCheck;
}
