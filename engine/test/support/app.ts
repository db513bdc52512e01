import { randomBytes } from "node:crypto";
import { API_PATH } from "@adsight/shared";
import type { NestExpressApplication } from "@nestjs/platform-express";
import type { DestinationStream } from "pino";
import { createApp } from "#src/app.factory";
import { loadConfig } from "#src/config/config";
import { createTestDatabase, type TestDatabase } from "./database";

export const TEST_OWNER = { email: "owner@example.com", password: "owner-password-1" } as const;

export interface TestAppOptions {
  /** Environment overrides on top of the test defaults. */
  env?: Record<string, string | undefined>;
  /** Reuse a database (e.g. to restart an app on it); otherwise a new one is created and dropped on close(). */
  database?: TestDatabase;
  /** Where the engine's log lines go instead of standard output (set LOG_LEVEL in env to see them). */
  logStream?: DestinationStream;
}

export interface TestApp {
  app: NestExpressApplication;
  baseUrl: string;
  /** `${baseUrl}${API_PATH}` */
  apiUrl: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Boots the real engine on a free port against a test database, with an owner account ready to log in. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    // No queue consumer unless a test asks for one: it would take jobs from the shared Redis.
    ENGINE_MODE: "api",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    DB_MIGRATIONS_RUN: "false",
    SECRET_KEY: randomBytes(24).toString("hex"),
    FIRST_SUPERUSER: TEST_OWNER.email,
    FIRST_SUPERUSER_PASSWORD: TEST_OWNER.password,
    LOGIN_RATE_LIMIT: "10000",
    ...options.env,
  });
  const app = await createApp(config, { logStream: options.logStream });
  await app.listen(0, "127.0.0.1");
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    baseUrl,
    apiUrl: `${baseUrl}${API_PATH}`,
    database,
    async close() {
      await app.close();
      if (ownDatabase) await database.drop();
    },
  };
}
