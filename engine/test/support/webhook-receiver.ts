import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** When the answer went out and with which status (null while not answered). */
  answered: { status: number; at: number } | null;
}

/** What the receiver does with the request: answer a status (after an optional delay), or hang past any timeout. */
export type Behaviour = { status: number; delayMs?: number; location?: string } | "hang";

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: it records every request and answers as `script` says for the
 * n-th request (the last entry repeats).
 */
export async function startReceiver(script: Behaviour[] | ((request: Received, earlier: Received[]) => Behaviour) = [{ status: 200 }]) {
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  const open = new Set<ServerResponse>();
  let plan = script;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: Received = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now(), answered: null };
      const behaviour = typeof plan === "function" ? plan(entry, received) : plan[Math.min(received.length, plan.length - 1)];
      received.push(entry);
      waiting.splice(0).forEach((wake) => wake());
      if (behaviour === "hang") {
        open.add(response);
        return;
      }
      setTimeout(() => {
        response.writeHead(behaviour.status, behaviour.location ? { location: behaviour.location } : {});
        response.end("ok", () => (entry.answered = { status: behaviour.status, at: Date.now() }));
      }, behaviour.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    script(next: typeof script) {
      plan = next;
      received.length = 0;
    },
    /** Resolves once `count` requests came, or rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 20_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${count} requests`);
        await new Promise<void>((wake) => {
          waiting.push(wake);
          setTimeout(wake, 200);
        });
      }
      return received.slice(0, count);
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * The receiver's check, as the README shows it: the signature over "t.body" with the secret, in constant time, and
 * a timestamp no older than `toleranceSeconds` (so a replayed request is refused once it is old).
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const fields = new Map((header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(fields.get("t"));
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(fields.get("v1") ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
