import { z } from "zod";

// An empty variable (as copied from .env.example) means "use the default".
const unsetWhenEmpty = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);
const int = (fallback: number, min = 1) => unsetWhenEmpty(z.coerce.number().int().min(min).default(fallback));
const bool = (fallback: boolean) =>
  unsetWhenEmpty(
    z
      .enum(["true", "false", "1", "0"])
      .transform((value) => value === "true" || value === "1")
      .default(fallback ? "true" : "false"),
  );

const JobsEnvSchema = z.object({
  /** Redis key prefix of the queue and of the event channels: tests give each run its own. */
  QUEUE_PREFIX: unsetWhenEmpty(z.string().regex(/^[\w.-]+$/, "letters, digits, '.', '_' or '-' only").default("adsight")),
  /** How long a worker's lock on a job lasts without renewal; a dead worker's job is free again after it. */
  QUEUE_LOCK_MS: int(30_000, 1_000),
  /** How often workers look for jobs whose lock expired (a worker died). */
  QUEUE_STALLED_INTERVAL_MS: int(15_000, 500),
  /** Viewers at scale 100. */
  SIMULATION_N_MAX: int(10_000),
  SIMULATION_BACKEND: unsetWhenEmpty(z.enum(["tensorflow", "wasm", "cpu"]).optional()),
  /** GPU workers: stop at start-up (exit code 1) when TensorFlow sees no GPU, instead of simulating on the CPU. */
  SIMULATION_REQUIRE_GPU: bool(false),
});

/** Every variable this loader reads, for the deployment checks. */
export const JOBS_ENV_VARIABLES = Object.keys(JobsEnvSchema.shape);

/** The queue and simulation settings, read and checked once per process, injected like AppConfig. */
export class JobsConfig {
  constructor(
    readonly prefix: string,
    readonly lockMs: number,
    readonly stalledIntervalMs: number,
    readonly nMax: number,
    readonly backend: "tensorflow" | "wasm" | "cpu" | undefined,
    readonly requireGpu = false,
  ) {}

  static fromEnv(source: NodeJS.ProcessEnv = process.env): JobsConfig {
    const parsed = JobsEnvSchema.safeParse(source);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
    }
    const env = parsed.data;
    return new JobsConfig(env.QUEUE_PREFIX, env.QUEUE_LOCK_MS, env.QUEUE_STALLED_INTERVAL_MS, env.SIMULATION_N_MAX, env.SIMULATION_BACKEND, env.SIMULATION_REQUIRE_GPU);
  }
}
