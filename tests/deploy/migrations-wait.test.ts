import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./dockerfile";

// What the engine pods' wait-for-schema init container and the release's migration Job run, on a database of its own.
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `adsight_wait_${randomBytes(4).toString("hex")}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;

async function admin(sql: string): Promise<void> {
  const connection = await new DataSource({ type: "postgres", url: ADMIN_URL }).initialize();
  try {
    await connection.query(sql);
  } finally {
    await connection.destroy();
  }
}

function node(script: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, "migrations/dist", script)], {
    env: { PATH: process.env.PATH, DATABASE_URL: url.href, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("waiting for the release's migrations", () => {
  beforeAll(async () => {
    expect(existsSync(join(REPO_ROOT, "migrations/dist/wait.js")), "build the migrations first: npm run build -w migrations").toBe(true);
    await admin(`CREATE DATABASE "${name}"`);
  });

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}"`);
  });

  it("keeps a pod from starting while migrations are pending, and lets it start once the Job applied them", () => {
    const waiting = node("wait.js", { MIGRATIONS_WAIT_SECONDS: "0" });
    expect(waiting.status).toBe(1);
    expect(waiting.output).toMatch(/Gave up waiting for the migration Job \(pending: InitialSchema\d+/);
    expect(node("run.js").status).toBe(0);
    const ready = node("wait.js");
    expect(ready).toEqual({ status: 0, output: "Schema up to date\n" });
  });
});
