// Load benchmark: CONCURRENCY clients (default 200) list campaigns (GET /api/v1/items/) for DURATION_S seconds
// against a running engine, each reusing its connection; prints requests/s, latency percentiles and errors.
// Usage: ENGINE_URL=http://127.0.0.1:8000 BENCH_EMAIL=… BENCH_PASSWORD=… node tests/load/items-list.mjs
import { Agent, request } from "node:http";

const engineUrl = process.env.ENGINE_URL ?? "http://127.0.0.1:8000";
const concurrency = Number(process.env.CONCURRENCY ?? 200);
const durationMs = Number(process.env.DURATION_S ?? 30) * 1000;
const email = process.env.BENCH_EMAIL ?? "admin@example.com";
const password = process.env.BENCH_PASSWORD ?? "";

const login = await fetch(`${engineUrl}/api/v1/login/access-token`, {
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ username: email, password }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const { access_token: token } = await login.json();

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const url = new URL("/api/v1/items/", engineUrl);
const latencies = [];
let errors = 0;

function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on("end", () => {
        if (res.statusCode === 200) latencies.push(performance.now() - started);
        else errors++;
        resolve();
      });
    });
    req.on("error", () => {
      errors++;
      resolve();
    });
    req.end();
  });
}

const deadline = Date.now() + durationMs;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) await once();
  }),
);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(0);
console.log(
  `GET /api/v1/items/ × ${concurrency} clients for ${durationMs / 1000} s: ${(latencies.length / (durationMs / 1000)).toFixed(0)} requests/s, ` +
    `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, ${errors} errors`,
);
