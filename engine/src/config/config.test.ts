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
