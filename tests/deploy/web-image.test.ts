import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageCommand, REPO_ROOT } from "./dockerfile";

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

describe("web image", () => {
  const { cwd, command, env } = imageCommand("web.Dockerfile");
  let server: ChildProcess;
  let output = "";
  let base = "";

  beforeAll(async () => {
    expect(existsSync(join(REPO_ROOT, "web/build/server/index.js")), "build the web app first: npm run build -w web").toBe(true);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const [program = "", ...args] = command;
    // The image's command and working directory, with the settings the web pod gets.
    server = spawn(program, args, {
      cwd,
      env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: "127.0.0.1", SESSION_SECRET: "web-image-test-secret-0123456789" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForAnswer(base, server, () => output);
  });

  afterAll(() => {
    server?.kill("SIGTERM");
  });

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
    expect((await css.text()).length).toBeGreaterThan(1000);
  });
});
