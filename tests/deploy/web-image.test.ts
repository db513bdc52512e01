import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageCommand, readDockerfile, REPO_ROOT } from "./dockerfile";

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on("error", fail);
  });
}

async function waitForAnswer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The web server exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`The web server did not answer in 30 s:\n${output()}`);
}

interface LogLine {
  level: number;
  time: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

async function eventually<T>(what: string, find: () => T | undefined, output: () => string): Promise<T> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${what} in 10 s:\n${output()}`);
}

describe("web image", () => {
  const { cwd, command, env } = imageCommand("web.Dockerfile");
  let server: ChildProcess;
  let output = "";
  let base = "";

  beforeAll(async () => {
    expect(existsSync(join(REPO_ROOT, "web/build/server/index.js")), "build the web app first: npm run build -w web").toBe(true);
    const [port, closedPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    const [program = "", ...args] = command;
    // The image's command and working directory, with the settings the web pod gets (and an engine that never answers).
    server = spawn(program, args, {
      cwd,
      env: {
        PATH: process.env.PATH,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SESSION_SECRET: "web-image-test-secret-0123456789",
        ENGINE_URL: `http://127.0.0.1:${closedPort}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForAnswer(base, server, () => output);
  });

  afterAll(() => {
    if (server?.exitCode === null) server.kill("SIGKILL");
  });

  /** Every complete line the server has printed, each of which must be one JSON object. */
  const logLines = () =>
    output
      .split("\n")
      .slice(0, -1)
      .map((line) => JSON.parse(line) as LogLine);

  it("runs node from the web folder", () => {
    expect(command[0]).toBe("node");
    expect(cwd).toBe(join(REPO_ROOT, "web"));
  });

  it("serves the home page and its built stylesheet", async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet, "the page links a built stylesheet").toBeDefined();
    const css = await fetch(`${base}${stylesheet ?? ""}`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/text\/css/);
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await css.text()).length).toBeGreaterThan(1000);
  });

  it("ships the packages npm keeps in web/node_modules", () => {
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
    const nested = Object.entries(lock.packages).filter(([path, entry]) => path.startsWith("web/node_modules/") && !entry.dev);
    const copies =
      readDockerfile("web.Dockerfile")
        .stages.at(-1)
        ?.instructions.filter((i) => i.keyword === "COPY")
        .map((i) => i.args) ?? [];
    if (nested.length > 0) expect(copies).toContain("--from=build /app/web/node_modules web/node_modules");
  });

  it("writes one JSON line per request, with the correlation id it answers and without the token", async () => {
    const token = randomBytes(16).toString("hex");
    const id = `web-image-${randomBytes(4).toString("hex")}`;
    const page = await fetch(`${base}/auth/reset?token=${token}&from=mail`, { headers: { "x-correlation-id": id } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-correlation-id")).toBe(id);
    await page.text();
    const line = await eventually(
      "request line",
      () => logLines().find((entry) => entry.req?.id === id),
      () => output,
    );
    expect(logLines().filter((entry) => entry.req?.id === id)).toHaveLength(1);
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id, method: "GET", url: "/auth/reset?token=%5BREDACTED%5D&from=mail" },
      res: { statusCode: 200 },
    });
    expect(Math.abs(line.time - Date.now())).toBeLessThan(60_000);
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(output).not.toContain(token);
  });

  it("gives a request without a usable correlation id a new one", async () => {
    const page = await fetch(`${base}/legal`, { headers: { "x-correlation-id": "not\tplain" } });
    await page.text();
    const id = page.headers.get("x-correlation-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(
      "request line",
      () => logLines().find((entry) => entry.req?.id === id),
      () => output,
    );
  });

  it("turns the app's own error reports into JSON lines of the request they happened in", async () => {
    const form = await fetch(`${base}/auth`);
    const cookie = form.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(";")[0])
      .join("; ");
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
    const id = `web-image-${randomBytes(4).toString("hex")}`;
    const login = await fetch(`${base}/auth`, {
      method: "POST",
      headers: { cookie, "x-correlation-id": id },
      body: new URLSearchParams({ csrf, intent: "login", username: "someone@example.com", password: "a-password-1" }),
      redirect: "manual",
    });
    expect(login.status).toBe(503);
    await login.text();
    const report = await eventually(
      "error line",
      () => logLines().find((entry) => entry.req?.id === id && entry.level === 50 && !entry.res),
      () => output,
    );
    expect(report.msg).toMatch(/^Engine unreachable at /);
  });

  it("prints only JSON lines, from start-up to a graceful stop on SIGTERM", async () => {
    expect(logLines()[0]?.msg).toBe("web server listening");
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(
      logLines()
        .map((entry) => entry.msg)
        .slice(-2),
    ).toEqual(["web server stopping", "web server stopped"]);
  });
});
