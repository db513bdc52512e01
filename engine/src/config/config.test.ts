import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x", SECRET_KEY: "a-secret-key-of-length" };

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      mode: "all",
      http: { host: "0.0.0.0", port: 8000 },
      redis: { url: "redis://127.0.0.1:6379" },
      owner: { email: "admin@example.com", password: undefined },
      database: { migrationsRun: true },
      mail: { smtp: undefined },
    });
    expect(config.auth.googleClientId).toBeUndefined();
    expect(config.queue).toEqual({ prefix: "adsight", lockMs: 30_000, stalledIntervalMs: 15_000, whatIfTimeoutMs: 30_000 });
    expect(config.simulation).toEqual({ nMax: 10_000, backend: undefined, requireGpu: false });
  });

  it("treats an empty variable as unset, so its default applies", () => {
    const empty = Object.fromEntries(
      ["ENGINE_PORT", "TRIAL_CREDITS", "SMTP_HOST", "SECRET_KEY", "QUEUE_PREFIX", "SIMULATION_BACKEND", "SIMULATION_N_MAX"].map((name) => [
        name,
        "",
      ]),
    );
    const config = loadConfig({ ...base, ...empty });
    expect(config.http.port).toBe(8000);
    expect(config.credits.trial).toBe(200);
    expect(config.mail.smtp).toBeUndefined();
    expect(config.auth.secretKey).toHaveLength(64);
    expect(config.queue.prefix).toBe("adsight");
    expect(config.simulation).toEqual({ nMax: 10_000, backend: undefined, requireGpu: false });
  });

  it("reads the queue and simulation sections", () => {
    const config = loadConfig({
      ...base,
      QUEUE_PREFIX: "run-1",
      QUEUE_LOCK_MS: "2000",
      QUEUE_STALLED_INTERVAL_MS: "700",
      WHAT_IF_TIMEOUT_MS: "5000",
      SIMULATION_N_MAX: "600",
      SIMULATION_BACKEND: "cpu",
      SIMULATION_REQUIRE_GPU: "true",
    });
    expect(config.queue).toEqual({ prefix: "run-1", lockMs: 2000, stalledIntervalMs: 700, whatIfTimeoutMs: 5000 });
    expect(config.simulation).toEqual({ nMax: 600, backend: "cpu", requireGpu: true });
    expect(() =>
      loadConfig({ ...base, QUEUE_PREFIX: "a b", QUEUE_LOCK_MS: "10", SIMULATION_BACKEND: "gpu", SIMULATION_REQUIRE_GPU: "yes" }),
    ).toThrow(/QUEUE_PREFIX[\s\S]*QUEUE_LOCK_MS[\s\S]*SIMULATION_BACKEND[\s\S]*SIMULATION_REQUIRE_GPU/);
  });

  it("names every invalid variable at once", () => {
    expect(() => loadConfig({ ENGINE_PORT: "eighty", ENGINE_MODE: "both" })).toThrow(ConfigError);
    try {
      loadConfig({ ENGINE_PORT: "eighty", ENGINE_MODE: "both" });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["DATABASE_URL", "ENGINE_PORT", "ENGINE_MODE"]) expect(message).toContain(name);
    }
  });

  it("requires SECRET_KEY in production and a long enough one anywhere", () => {
    expect(() => loadConfig({ ...base, SECRET_KEY: undefined, NODE_ENV: "production" })).toThrow(/SECRET_KEY: required/);
    expect(() => loadConfig({ ...base, SECRET_KEY: "short" })).toThrow(/at least 16/);
  });

  it("leaves migrations to the migration Job in production unless told otherwise", () => {
    expect(loadConfig({ ...base, NODE_ENV: "production" }).database.migrationsRun).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: "production", DB_MIGRATIONS_RUN: "true" }).database.migrationsRun).toBe(true);
  });

  it("reads SMTP and boolean settings", () => {
    const config = loadConfig({ ...base, SMTP_HOST: "mail.example.com", SMTP_SSL: "true", SMTP_PORT: "465", DB_MIGRATIONS_RUN: "false" });
    expect(config.mail.smtp).toMatchObject({ host: "mail.example.com", port: 465, ssl: true, tls: true });
    expect(config.database.migrationsRun).toBe(false);
  });
});
