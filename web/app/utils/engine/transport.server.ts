import { API_PATH, type ErrorCode, errorCodeOf, errorMessageOf, type ListResponse, type ValidationIssue } from "@adsight/shared";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { type IncomingMessage, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { pipeline } from "node:stream/promises";
import { CORRELATION_HEADER, correlationIdOf } from "../correlation.server";
import { env } from "../env.server";
import { sseData } from "../sse";
import { applySecurityHeaders } from "../security-headers.server";
import { requireAccessToken, signOut } from "../session.server";

export class EngineError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessageOf(body));
    this.name = "EngineError";
  }

  get issues(): ValidationIssue[] {
    const detail = (this.body as { detail?: unknown } | null)?.detail;
    return this.status === 422 && Array.isArray(detail) ? (detail as ValidationIssue[]) : [];
  }

  get code(): ErrorCode | undefined {
    return errorCodeOf(this.body);
  }

  get detail(): string | undefined {
    const detail = (this.body as { detail?: unknown } | null)?.detail;
    return typeof detail === "string" ? detail : undefined;
  }
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: Record<string, string>;
  // A file (a video) is streamed from disk, never held in memory.
  raw?: { bytes: Uint8Array; contentType: string } | { file: string; contentType: string };
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface RelayOptions {
  // The browser's Range header, for the files that answer ranges (videos).
  range?: string | null;
}

export interface PublicConnection {
  call<T>(path: string, options?: CallOptions): Promise<T>;
}

export interface EngineConnection extends PublicConnection {
  // 403/404 here means "missing or someone else's" (spec §6: the not-found view), not a stale session: null, still signed in.
  visibleOrNull<T>(path: string, options?: CallOptions): Promise<T | null>;
  callVisible<T>(path: string, options?: CallOptions): Promise<T>;
  listAll<T>(path: string): Promise<T[]>;
  relay(path: string, options?: RelayOptions): Promise<Response>;
  // The token goes in a header, never in the URL.
  events<T>(path: string, signal: AbortSignal): AsyncGenerator<T>;
}

const PAGE_LIMIT = 1000;
const RELAYED_HEADERS = [
  "content-type",
  "content-length",
  "content-range",
  "accept-ranges",
  "cache-control",
  "content-disposition",
  "etag",
  "last-modified",
];

function unavailable(cause: unknown): Response {
  console.error(`Engine unreachable at ${env.ENGINE_URL}`, cause);
  return new Response("The service is unavailable right now. Try again in a moment.", { status: 503 });
}

// fetch (undici) reads a stream body as fast as the disk gives it, whatever the engine takes; Node's own client waits for
// the socket. An answer that comes before the whole file went (a refusal) is the answer.
async function sendFile(url: URL, headers: Headers, file: string): Promise<{ status: number; text: string }> {
  const { size } = await stat(file);
  const outgoing = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, {
    method: "POST",
    headers: { ...Object.fromEntries(headers), "content-length": String(size) },
  });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    outgoing.once("response", resolve).once("error", reject);
  });
  pipeline(createReadStream(file), outgoing).catch(() => undefined);
  const response = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 502, text: Buffer.concat(chunks).toString("utf8") };
}

async function call<T>(
  path: string,
  { method = "GET", json, form, raw, query, headers: extraHeaders }: CallOptions,
  { token, correlationId }: { token?: string; correlationId: string },
): Promise<T> {
  const url = new URL(`${API_PATH}${path}`, env.ENGINE_URL);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers({ ...extraHeaders, accept: "application/json", [CORRELATION_HEADER]: correlationId });
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (raw) headers.set("content-type", raw.contentType);
  if (raw && "bytes" in raw) {
    body = new Blob([raw.bytes as Uint8Array<ArrayBuffer>]);
  } else if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  } else if (form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(form).toString();
  }

  let status: number;
  let text: string;
  try {
    if (raw && "file" in raw) ({ status, text } = await sendFile(url, headers, raw.file));
    else {
      const response = await fetch(url, { method, headers, body });
      status = response.status;
      text = await response.text();
    }
  } catch (cause) {
    throw unavailable(cause);
  }
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { detail: text };
    }
  }
  if (status < 200 || status > 299) throw new EngineError(status, parsed);
  return parsed as T;
}

export function connectPublic(request: Request): PublicConnection {
  const correlationId = correlationIdOf(request);
  return { call: (path, options = {}) => call(path, options, { correlationId }) };
}

export async function connect(request: Request): Promise<EngineConnection> {
  const token = await requireAccessToken(request);
  const correlationId = correlationIdOf(request);
  const engineHeaders = { authorization: `Bearer ${token}`, [CORRELATION_HEADER]: correlationId };

  async function authed<T>(path: string, options: CallOptions = {}): Promise<T> {
    try {
      return await call<T>(path, options, { token, correlationId });
    } catch (error) {
      if (error instanceof EngineError && (error.status === 401 || error.status === 403)) throw await signOut(request);
      throw error;
    }
  }

  async function visibleOrNull<T>(path: string, options: CallOptions = {}): Promise<T | null> {
    try {
      return await call<T>(path, options, { token, correlationId });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      if (error.status === 403 || error.status === 404 || error.status === 422) return null;
      if (error.status === 401) throw await signOut(request);
      throw error;
    }
  }

  async function callVisible<T>(path: string, options: CallOptions = {}): Promise<T> {
    try {
      return await call<T>(path, options, { token, correlationId });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      if (error.status === 403 || error.status === 404) throw new Response("Not found", { status: 404 });
      if (error.status === 401) throw await signOut(request);
      throw error;
    }
  }

  async function listAll<T>(path: string): Promise<T[]> {
    const all: T[] = [];
    for (;;) {
      const page = await authed<ListResponse<T>>(path, { query: { skip: all.length, limit: PAGE_LIMIT } });
      all.push(...page.data);
      if (page.data.length < PAGE_LIMIT || all.length >= page.count) return all;
    }
  }

  async function relay(path: string, { range }: RelayOptions = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(`${API_PATH}${path}`, env.ENGINE_URL), {
        headers: range ? { ...engineHeaders, range } : engineHeaders,
      });
    } catch (cause) {
      throw unavailable(cause);
    }
    if (response.status === 401 || response.status === 403) throw await signOut(request);
    if (response.status === 409) {
      const detail = new EngineError(409, await response.json().catch(() => null)).detail;
      throw new Response(detail ?? "The file is not available yet.", {
        status: 409,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    const status = response.ok || response.status === 416 ? response.status : null;
    if (status === null) {
      await response.body?.cancel();
      throw new Response(response.status === 404 ? "Not found" : "The file could not be loaded.", {
        status: response.status === 404 ? 404 : 502,
      });
    }
    const headers = new Headers();
    for (const name of RELAYED_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    // 206 for a range, 416 (with the file's size in Content-Range) for one past its end.
    return new Response(response.body, { status: status === 206 || status === 416 ? status : 200, headers: applySecurityHeaders(headers) });
  }

  async function* events<T>(path: string, signal: AbortSignal): AsyncGenerator<T> {
    let response: Response;
    try {
      response = await fetch(new URL(`${API_PATH}${path}`, env.ENGINE_URL), {
        headers: { ...engineHeaders, accept: "text/event-stream" },
        signal,
      });
    } catch (cause) {
      if (signal.aborted) return;
      throw unavailable(cause);
    }
    if (response.status === 401 || response.status === 403) throw await signOut(request);
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Response(response.status === 404 ? "Not found" : "The live updates could not be loaded.", {
        status: response.status === 404 ? 404 : 502,
      });
    }
    try {
      for await (const data of sseData(response.body)) yield JSON.parse(data) as T;
    } catch (error) {
      // The browser going away aborts the read; that is the normal end of a relay, not a failure.
      if (!signal.aborted) throw error;
    }
  }

  return { call: authed, visibleOrNull, callVisible, listAll, relay, events };
}
