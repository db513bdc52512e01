import { randomBytes } from "node:crypto";
import { DEFAULT_VIEWERS_AT_FULL_SCALE, LOCAL_DEFAULTS, withoutEmptyValues } from "@adsight/shared";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  ENGINE_MODE: z.enum(["api", "worker", "all"]).default("all"),
  HOST: z.string().default(LOCAL_DEFAULTS.host),
  ENGINE_PORT: int(LOCAL_DEFAULTS.enginePort),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PROJECT_NAME: z.string().default("AdSight"),
  PUBLIC_URL: z.string().url().default(`http://localhost:${LOCAL_DEFAULTS.webPort}`),
  DATABASE_URL: z.string({ required_error: "DATABASE_URL is required (npm start sets it for the embedded PostgreSQL)" }).url(),
  DB_MIGRATIONS_RUN: bool.optional(),
  REDIS_URL: z.string().url().default(LOCAL_DEFAULTS.redisUrl),
  SECRET_KEY: z.string().optional(),
  ACCESS_TOKEN_EXPIRE_MINUTES: int(60 * 24 * 8, 1),
  PASSWORD_RESET_TOKEN_EXPIRE_HOURS: int(48, 1),
  FIRST_SUPERUSER: z.string().email().default(LOCAL_DEFAULTS.ownerEmail),
  FIRST_SUPERUSER_PASSWORD: z.string().optional(),
  TRIAL_CREDITS: int(200),
  LOGIN_RATE_LIMIT: int(10, 1),
  LOGIN_RATE_TTL_SECONDS: int(60, 1),
  // Per minute per key.
  API_KEY_RATE_LIMIT: int(600, 1),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: int(587, 1),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_TLS: bool.default("true"),
  SMTP_SSL: bool.default("false"),
  EMAILS_FROM_EMAIL: z.string().email().default("noreply@adsight.local"),
  EMAILS_FROM_NAME: z.string().default("AdSight"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  // Tests give each run its own.
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/, "letters, digits, '.', '_' or '-' only")
    .default("adsight"),
  // A dead worker's job is free again after its lock expires.
  QUEUE_LOCK_MS: int(30_000, 1_000),
  QUEUE_STALLED_INTERVAL_MS: int(15_000, 500),
  // How long a what-if preview waits for a worker's answer before a 503.
  WHAT_IF_TIMEOUT_MS: int(30_000, 100),
  // Viewers at scale 100.
  SIMULATION_N_MAX: int(DEFAULT_VIEWERS_AT_FULL_SCALE, 1),
  SIMULATION_BACKEND: z.enum(["tensorflow", "wasm", "cpu"]).optional(),
  // Stop at start-up when TensorFlow sees no GPU, instead of simulating on the CPU.
  SIMULATION_REQUIRE_GPU: bool.default("false"),
  OWN_NORMS: bool.default("true"),
  OWN_NORMS_REFRESH_SECONDS: int(600, 0),
  WEBHOOK_WORKER: bool.default("true"),
  WEBHOOK_TIMEOUT_MS: int(5_000, 100),
  // With the backoff doubling from WEBHOOK_BACKOFF_MS, 13 tries span about 23 hours.
  WEBHOOK_ATTEMPTS: int(13, 1),
  WEBHOOK_BACKOFF_MS: int(10_000, 10),
  // Tests and local use; refused in production.
  WEBHOOK_ALLOW_LOOPBACK_HTTP: bool.default("false"),
});

// For the deployment checks: k8s manifests may set no other.
export const ENGINE_ENV_VARIABLES = Object.keys(EnvSchema.shape);

function toConfig(env: z.infer<typeof EnvSchema>, secretKey: string) {
  return {
    nodeEnv: env.NODE_ENV,
    mode: env.ENGINE_MODE,
    projectName: env.PROJECT_NAME,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    http: { host: env.HOST, port: env.ENGINE_PORT },
    // In production the migration Job changes the schema, never the serving processes.
    database: { url: env.DATABASE_URL, migrationsRun: env.DB_MIGRATIONS_RUN ?? env.NODE_ENV !== "production" },
    redis: { url: env.REDIS_URL },
    auth: {
      secretKey,
      accessTokenExpireMinutes: env.ACCESS_TOKEN_EXPIRE_MINUTES,
      resetTokenExpireHours: env.PASSWORD_RESET_TOKEN_EXPIRE_HOURS,
      loginRateLimit: env.LOGIN_RATE_LIMIT,
      loginRateTtlSeconds: env.LOGIN_RATE_TTL_SECONDS,
      apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
      googleClientId: env.GOOGLE_CLIENT_ID,
    },
    owner: { email: env.FIRST_SUPERUSER.toLowerCase(), password: env.FIRST_SUPERUSER_PASSWORD },
    credits: { trial: env.TRIAL_CREDITS },
    mail: {
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            user: env.SMTP_USER,
            password: env.SMTP_PASSWORD,
            tls: env.SMTP_TLS,
            ssl: env.SMTP_SSL,
          }
        : undefined,
      from: { email: env.EMAILS_FROM_EMAIL, name: env.EMAILS_FROM_NAME },
    },
    queue: {
      prefix: env.QUEUE_PREFIX,
      lockMs: env.QUEUE_LOCK_MS,
      stalledIntervalMs: env.QUEUE_STALLED_INTERVAL_MS,
      whatIfTimeoutMs: env.WHAT_IF_TIMEOUT_MS,
    },
    simulation: { nMax: env.SIMULATION_N_MAX, backend: env.SIMULATION_BACKEND, requireGpu: env.SIMULATION_REQUIRE_GPU },
    norms: { own: env.OWN_NORMS, refreshMs: env.OWN_NORMS_REFRESH_SECONDS * 1000 },
    webhooks: {
      worker: env.WEBHOOK_WORKER,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      attempts: env.WEBHOOK_ATTEMPTS,
      backoffMs: env.WEBHOOK_BACKOFF_MS,
      allowLoopbackHttp: env.WEBHOOK_ALLOW_LOOPBACK_HTTP,
    },
  };
}

export type Config = ReturnType<typeof toConfig>;

export class AppConfig {
  constructor(readonly values: Config) {}
}

export class ConfigError extends Error {}

// The only place the engine reads the environment; an empty variable counts as unset.
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if (!env.SECRET_KEY && env.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  SECRET_KEY: required when NODE_ENV=production");
  }
  if (env.WEBHOOK_ALLOW_LOOPBACK_HTTP && env.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  WEBHOOK_ALLOW_LOOPBACK_HTTP: not allowed when NODE_ENV=production");
  }
  if (env.SECRET_KEY && env.SECRET_KEY.length < 16) {
    throw new ConfigError("Invalid configuration:\n  SECRET_KEY: must be at least 16 characters");
  }
  // Outside production an unset key is made per process: tokens then end with it (`npm start` passes a kept one).
  return toConfig(env, env.SECRET_KEY ?? randomBytes(32).toString("hex"));
}
