import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { answersHttp, freePort, hasExited, type RunningProcess, startProcess, stopProcess, waitFor } from "@adsight/launcher/processes";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./dockerfile";

// The web app's production server as `npm start` runs it on a machine of its own: WEB_CONCURRENCY processes on one port.
const WEB_SERVER = join(REPO_ROOT, "web/build/express/server/main.js");

function startWeb(port: number, concurrency: string): RunningProcess {
  return startProcess("web", process.execPath, [WEB_SERVER], {
    cwd: join(REPO_ROOT, "web"),
    capture: true,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      WEB_CONCURRENCY: concurrency,
      // No engine: the public landing page answers without one.
      ENGINE_URL: "http://127.0.0.1:9",
      SESSION_SECRET: randomBytes(32).toString("hex"),
    },
  });
}

/** The pids of the processes that have logged "web server listening", in order. */
function listeningPids(web: RunningProcess): number[] {
  return web
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"web server listening"'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

function exited(web: RunningProcess): Promise<number | null> {
  return hasExited(web) ? Promise.resolve(web.child.exitCode) : new Promise((done) => web.child.once("exit", (code) => done(code)));
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the web server in several processes (WEB_CONCURRENCY)", () => {
  beforeAll(() => {
    expect(existsSync(WEB_SERVER), "build the web app first: npm run build -w web").toBe(true);
  });

  it("serves from each process, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const web = startWeb(port, "2");
    try {
      await waitFor("two web processes", () => Promise.resolve(listeningPids(web).length === 2), { timeoutMs: 30_000, process: web });
      const [first, second] = listeningPids(web);
      expect(new Set([first, second, web.child.pid]).size).toBe(3);
      // A fresh process renders its first page slowly on a busy machine: one try of answersHttp's 2 s is not the question.
      const answers = (what: string) => waitFor(what, () => answersHttp(`http://127.0.0.1:${port}/`), { timeoutMs: 30_000, process: web });
      await answers("the first page");

      process.kill(first!, "SIGKILL");
      await waitFor("a replacement process", () => Promise.resolve(listeningPids(web).length === 3), { timeoutMs: 30_000, process: web });
      expect(web.output()).toContain("a web server process stopped; starting another");
      await answers("a page after the replacement");

      const workers = listeningPids(web).slice(1);
      const code = exited(web);
      web.child.kill("SIGTERM");
      expect(await code).toBe(0);
      for (const pid of workers) expect(isRunning(pid), `process ${pid}`).toBe(false);
    } finally {
      await stopProcess(web, 5_000);
    }
  });

  it("stops with an error, rather than restarting them, when its processes cannot listen", async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((done) => taken.listen(port, "127.0.0.1", done));
    const web = startWeb(port, "2");
    try {
      expect(await exited(web)).toBe(1);
      expect(web.output()).toContain("a web server process stopped before it could serve");
    } finally {
      await stopProcess(web, 5_000);
      taken.close();
    }
  });

  it("refuses a WEB_CONCURRENCY that is not a count of processes", async () => {
    const web = startWeb(await freePort(), "lots");
    expect(await exited(web)).toBe(1);
    expect(web.output()).toContain('WEB_CONCURRENCY must be a whole number from 1 to 64, not \\"lots\\"');
  });
});
