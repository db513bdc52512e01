#!/usr/bin/env node
/**
 * Benchmark of the results page's live relay: one web process relays the engine's event stream of one running job to
 * N concurrent EventSource-style clients (default 200) for up to 60 s, while results pages of the same campaign are
 * loaded one after another. Prints whether every client received the final state, and the page loads' p50/p95/max.
 *
 *   npm run bench:sse -w tests -- [--clients 200] [--seconds 60] [--images 10] [--scale 20]
 *
 * It starts its own stack from the built code (run `npm run build` first), as the browser tests do: a fresh
 * PostgreSQL database, the engine API, one simulation worker and the web app, each on a free port; it stops them and
 * drops the database at the end. Page times are measured by this client on the same machine (request sent → whole
 * HTML read), so they include a little client overhead beyond the server's own time.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { startStack } from "@adsight/launcher/stack";
import { accessToken, webSession } from "./bench-http.mjs";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    images: { type: "string", default: "10" },
    scale: { type: "string", default: "20" },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const IMAGES = Number(args.images);
const SCALE = Number(args.scale);

const repoRoot = resolve(import.meta.dirname, "../..");
const stimuli = resolve(repoRoot, "../shared/data/osie-dev/stimuli");
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Peak resident memory of a process so far, from Linux's /proc (MiB), or null elsewhere. */
function peakRssMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((row) => row.startsWith("VmHWM:"));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function api(engineUrl, token, method, path, body) {
  const response = await fetch(`${engineUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * One EventSource-like client: reads the relay, reconnecting as a browser would when the stream ends before Ready or
 * Error, and keeps the last message and a few timings.
 */
async function client(url, cookie, signal) {
  const opened = performance.now();
  const outcome = { status: 0, messages: 0, last: null, firstMessageMs: null, error: null, reconnects: -1 };
  while (!signal.aborted && !["Ready", "Error"].includes(outcome.last?.status)) {
    outcome.reconnects += 1;
    if (outcome.reconnects > 0) await sleep(1000);
    await read(url, cookie, signal, opened, outcome);
  }
  return outcome;
}

async function read(url, cookie, signal, opened, outcome) {
  try {
    const response = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal });
    outcome.status = response.status;
    const decoder = new TextDecoder();
    let buffered = "";
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const data = buffered
          .slice(0, end)
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trimStart())
          .join("\n");
        buffered = buffered.slice(end + 2);
        if (!data) continue;
        outcome.messages += 1;
        if (outcome.firstMessageMs === null) {
          outcome.firstMessageMs = performance.now() - opened;
          connectedClients += 1;
        }
        // A message carries results only when images finished since the previous one (see the relay's LiveMessage).
        const event = JSON.parse(data);
        outcome.last = {
          status: event.campaign_status,
          progress: event.progress,
          results: event.results?.length ?? outcome.last?.results ?? 0,
        };
      }
    }
  } catch (error) {
    outcome.error = error.name === "AbortError" || error.name === "TimeoutError" ? "timed out" : String(error);
  }
}

let connectedClients = 0;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const stack = await startStack({ name: "adsight_bench" });
  const { engineUrl, webUrl, owner } = stack;
  const { engine, web } = stack.processes;
  try {
    const ownerToken = await accessToken(engineUrl, owner.email, owner.password);
    const user = { email: `bench-${randomBytes(4).toString("hex")}@bench.adsight.test`, password: `Pw-${randomBytes(8).toString("hex")}` };
    await api(engineUrl, ownerToken, "POST", "/users/", { ...user, credits_left: IMAGES * SCALE });
    const userToken = await accessToken(engineUrl, user.email, user.password);
    const cookie = await webSession(webUrl, user.email, user.password);

    const names = readdirSync(stimuli)
      .filter((name) => name.endsWith(".jpg"))
      .sort()
      .slice(0, IMAGES);
    const images = names.map((name) => `data:image/jpeg;base64,${readFileSync(resolve(stimuli, name)).toString("base64")}`);
    const settings = {
      name: "Relay bench",
      location: "Paris",
      startDate: "2026-03-01",
      endDate: "2026-05-31",
      audience: "young women who love fashion",
    };
    const setup = await api(engineUrl, userToken, "POST", "/setup/generate", { item_id: null, settings });
    const started = performance.now();
    await api(engineUrl, userToken, "POST", "/simulations/start", {
      item_id: setup.item_id,
      ...settings,
      images,
      scale: SCALE,
      setup: { categories: setup.categories },
    });

    const signal = AbortSignal.timeout(SECONDS * 1000);
    const streams = Array.from({ length: CLIENTS }, () => client(`${webUrl}/app/${setup.item_id}/events`, cookie, signal));
    let streamsDone = false;
    const outcomes = Promise.all(streams).finally(() => (streamsDone = true));

    // Results pages, one after another, while the clients listen.
    // Loads begun once every client has its first message are "steady"; before that, the 200 connect at once.
    const pageTimes = { connecting: [], steady: [] };
    const pageErrors = [];
    const connected = () => streams.length > 0 && connectedClients === CLIENTS;
    while (!streamsDone && performance.now() - started < SECONDS * 1000) {
      const phase = connected() ? "steady" : "connecting";
      const begun = performance.now();
      try {
        const response = await fetch(`${webUrl}/app/${setup.item_id}`, { headers: { cookie } });
        await response.text();
        if (response.ok) pageTimes[phase].push(performance.now() - begun);
        else pageErrors.push(response.status);
      } catch (error) {
        pageErrors.push(String(error));
      }
      await sleep(100);
    }
    const results = await outcomes;
    const jobMs = performance.now() - started;

    const final = results.filter(
      (outcome) => outcome.last?.status === "Ready" && outcome.last.progress === 100 && outcome.last.results === IMAGES,
    );
    const firsts = results
      .map((outcome) => outcome.firstMessageMs)
      .filter((ms) => ms !== null)
      .sort((a, b) => a - b);
    const round = (ms) => (ms === undefined ? null : Math.round(ms));
    const summary = (times) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        loads: sorted.length,
        p50Ms: round(percentile(sorted, 50)),
        p95Ms: round(percentile(sorted, 95)),
        maxMs: round(sorted.at(-1)),
      };
    };
    console.log(
      JSON.stringify(
        {
          clients: CLIENTS,
          images: IMAGES,
          scale: SCALE,
          limitSeconds: SECONDS,
          jobSeconds: Math.round(jobMs / 100) / 10,
          clientsWithFinalState: final.length,
          allReceivedFinalState: final.length === CLIENTS,
          clientErrors: results
            .filter((outcome) => outcome.error || outcome.status !== 200)
            .map((outcome) => outcome.error ?? outcome.status)
            .slice(0, 5),
          reconnects: results.reduce((total, outcome) => total + outcome.reconnects, 0),
          messagesPerClient: { min: Math.min(...results.map((o) => o.messages)), max: Math.max(...results.map((o) => o.messages)) },
          firstMessageMs: { p50: round(percentile(firsts, 50)), p95: round(percentile(firsts, 95)) },
          resultsPage: {
            all: summary([...pageTimes.connecting, ...pageTimes.steady]),
            whileClientsConnect: summary(pageTimes.connecting),
            afterAllConnected: summary(pageTimes.steady),
            errors: pageErrors.slice(0, 5),
          },
          webPeakRssMiB: peakRssMiB(web.child.pid),
          enginePeakRssMiB: peakRssMiB(engine.child.pid),
        },
        null,
        2,
      ),
    );
  } finally {
    await stack.stop();
  }
}

await main();
