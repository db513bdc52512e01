import {
  API_PATH,
  type ApiKeyCreated,
  type ApiKeyPublic,
  type CreditsRequest,
  type CreditsResponse,
  type DraftImage,
  type DraftSave,
  type DraftWithImageRefsResponse,
  type ErrorCode,
  errorCodeOf,
  errorMessageOf,
  type ItemCreate,
  type ItemPublic,
  type ItemUpdate,
  type LocationSuggestion,
  type SetupGenerate,
  type SetupGenerateResponse,
  type SimulationStart,
  type StartResponse,
  type JobResults,
  type JobSummary,
  type ListResponse,
  type SimulationEvent,
  type Token,
  type UpdatePassword,
  type UserPublic,
  type UserSignup,
  type UserUpdate,
  type UserUpdateMe,
  type ValidationIssue,
} from "@adsight/shared";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import { CORRELATION_HEADER, correlationIdOf } from "./correlation.server";
import { env } from "./env.server";
import { sseData } from "./sse";
import { applySecurityHeaders } from "./security-headers.server";
import { requireAccessToken, signOut } from "./session.server";

/** A non-2xx answer from the engine, carrying its `{detail}` body (and `code`, on the errors the app tells apart). */
export class EngineError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessageOf(body));
    this.name = "EngineError";
  }

  /** The 422 issues, when the engine rejected fields. */
  get issues(): ValidationIssue[] {
    const detail = (this.body as { detail?: unknown } | null)?.detail;
    return this.status === 422 && Array.isArray(detail) ? (detail as ValidationIssue[]) : [];
  }

  /** The stable code of an error the web app tells apart (see ErrorCodeSchema). */
  get code(): ErrorCode | undefined {
    return errorCodeOf(this.body);
  }

  /** The string detail, when there is one. */
  get detail(): string | undefined {
    const detail = (this.body as { detail?: unknown } | null)?.detail;
    return typeof detail === "string" ? detail : undefined;
  }
}

interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body with its media type (one uploaded image). */
  raw?: { bytes: Uint8Array; contentType: string };
  query?: Record<string, string | number>;
  token?: string;
  /** The web request's id (see correlation.server.ts). */
  correlationId?: string;
}

const PAGE_LIMIT = 1000;

async function call<T>(path: string, { method = "GET", json, form, raw, query, token, correlationId }: CallOptions = {}): Promise<T> {
  const url = new URL(`${API_PATH}${path}`, env.ENGINE_URL);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers({ accept: "application/json" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (correlationId) headers.set(CORRELATION_HEADER, correlationId);
  let body: BodyInit | undefined;
  if (raw) {
    headers.set("content-type", raw.contentType);
    body = new Blob([raw.bytes as Uint8Array<ArrayBuffer>]);
  } else if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  } else if (form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(form).toString();
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body });
  } catch (cause) {
    console.error(`Engine unreachable at ${env.ENGINE_URL}`, cause);
    throw new Response("The service is unavailable right now. Try again in a moment.", { status: 503 });
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { detail: text };
    }
  }
  if (!response.ok) throw new EngineError(response.status, parsed);
  return parsed as T;
}

/**
 * Opens an engine event stream on a connection of its own, closed when the stream ends. Sharing fetch's keep-alive
 * pool with the ordinary calls made the call that next reused a finished stream's connection fail with a bare 400
 * from the engine's HTTP server (seen in the browser tests whenever a job ended).
 */
function openEventStream(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<{ status: number; body: ReadableStream<Uint8Array> }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      { agent: false, signal, headers: { ...headers, accept: "text/event-stream", connection: "close" } },
      (incoming) => resolve({ status: incoming.statusCode ?? 0, body: Readable.toWeb(incoming) as ReadableStream<Uint8Array> }),
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Calls that need no signed-in user, on behalf of `request`. */
export function publicEngineFor(request: Request) {
  const correlationId = correlationIdOf(request);
  return {
    login: (username: string, password: string) =>
      call<Token>("/login/access-token", { method: "POST", form: { username, password }, correlationId }),
    loginWithGoogle: (idToken: string) => call<Token>("/login/google", { method: "POST", json: { id_token: idToken }, correlationId }),
    signup: (body: UserSignup) => call<UserPublic>("/users/signup", { method: "POST", json: body, correlationId }),
    recoverPassword: (email: string) => call<unknown>(`/password-recovery/${encodeURIComponent(email)}`, { method: "POST", correlationId }),
    resetPassword: (token: string, newPassword: string) =>
      call<unknown>("/reset-password/", { method: "POST", json: { token, new_password: newPassword }, correlationId }),
  };
}

/** The engine as the signed-in user; a rejected token ends the session and sends the browser to /auth. */
export async function engineFor(request: Request) {
  const token = await requireAccessToken(request);

  const correlationId = correlationIdOf(request);
  const engineHeaders = { authorization: `Bearer ${token}`, [CORRELATION_HEADER]: correlationId };

  async function authed<T>(path: string, options: CallOptions = {}): Promise<T> {
    try {
      return await call<T>(path, { ...options, token, correlationId });
    } catch (error) {
      if (error instanceof EngineError && (error.status === 401 || error.status === 403)) throw await signOut(request);
      throw error;
    }
  }

  /**
   * Reads whose 403 or 404 means "missing or someone else's" (spec §6: the not-found view), not a stale session:
   * those answer null and keep the user signed in; a malformed id answers null too.
   */
  async function visibleOrNull<T>(path: string, options: CallOptions = {}): Promise<T | null> {
    try {
      return await call<T>(path, { ...options, token, correlationId });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      if (error.status === 403 || error.status === 404 || error.status === 422) return null;
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

  /**
   * Streams a binary answer of the engine (an image, a report) to the browser as it arrives, with its type and
   * caching headers; an engine 404 becomes the browser's 404, and a 409 (e.g. a report of an unfinished simulation)
   * keeps its status and says why in plain text. The token stays on the server.
   */
  async function relay(path: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(`${API_PATH}${path}`, env.ENGINE_URL), { headers: engineHeaders });
    } catch (cause) {
      console.error(`Engine unreachable at ${env.ENGINE_URL}`, cause);
      throw new Response("The service is unavailable right now. Try again in a moment.", { status: 503 });
    }
    if (response.status === 401 || response.status === 403) throw await signOut(request);
    if (response.status === 409) {
      const detail = new EngineError(409, await response.json().catch(() => null)).detail;
      throw new Response(detail ?? "The file is not available yet.", {
        status: 409,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Response(response.status === 404 ? "Not found" : "The file could not be loaded.", {
        status: response.status === 404 ? 404 : 502,
      });
    }
    const headers = new Headers();
    for (const name of ["content-type", "content-length", "cache-control", "content-disposition"]) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(response.body, { status: 200, headers: applySecurityHeaders(headers) });
  }

  /**
   * The job's event stream, message by message, until the engine ends it or `signal` aborts (which also ends the
   * engine request). The token goes in a header, never in the URL.
   */
  async function* events(jobId: string, signal: AbortSignal): AsyncGenerator<SimulationEvent> {
    let response: { status: number; body: ReadableStream<Uint8Array> };
    try {
      response = await openEventStream(
        new URL(`${API_PATH}/simulations/${encodeURIComponent(jobId)}/events`, env.ENGINE_URL),
        engineHeaders,
        signal,
      );
    } catch (cause) {
      if (signal.aborted) return;
      console.error(`Engine unreachable at ${env.ENGINE_URL}`, cause);
      throw new Response("The service is unavailable right now. Try again in a moment.", { status: 503 });
    }
    if (response.status === 401 || response.status === 403) throw await signOut(request);
    if (response.status !== 200) {
      await response.body.cancel();
      throw new Response(response.status === 404 ? "Not found" : "The live updates could not be loaded.", {
        status: response.status === 404 ? 404 : 502,
      });
    }
    try {
      for await (const data of sseData(response.body)) yield JSON.parse(data) as SimulationEvent;
    } catch (error) {
      // The browser going away aborts the read; that is the normal end of a relay, not a failure.
      if (!signal.aborted) throw error;
    }
  }

  return {
    relay,
    events,
    me: () => authed<UserPublic>("/users/me"),
    updateMe: (patch: UserUpdateMe) => authed<UserPublic>("/users/me", { method: "PATCH", json: patch }),
    updatePassword: (body: UpdatePassword) => authed<unknown>("/users/me/password", { method: "PATCH", json: body }),
    listApiKeys: () => authed<ListResponse<ApiKeyPublic>>("/users/me/api-keys"),
    createApiKey: (name: string) => authed<ApiKeyCreated>("/users/me/api-keys", { method: "POST", json: { name } }),
    revokeApiKey: (id: string) => authed<unknown>(`/users/me/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    listUsers: () => listAll<UserPublic>("/users/"),
    user: (id: string) => authed<UserPublic>(`/users/${encodeURIComponent(id)}`),
    updateUser: (id: string, patch: UserUpdate) => authed<UserPublic>(`/users/${encodeURIComponent(id)}`, { method: "PATCH", json: patch }),
    deleteUser: (id: string) => authed<unknown>(`/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    listItems: () => listAll<ItemPublic>("/items/"),
    createItem: (body: ItemCreate) => authed<ItemPublic>("/items/", { method: "POST", json: body }),
    updateItem: (id: string, body: ItemUpdate) => authed<ItemPublic>(`/items/${encodeURIComponent(id)}`, { method: "PUT", json: body }),
    /** The campaign, or null when it does not exist or is not the user's to see. */
    item: (id: string) => visibleOrNull<ItemPublic>(`/items/${encodeURIComponent(id)}`),
    deleteItem: (id: string) => authed<unknown>(`/items/${encodeURIComponent(id)}`, { method: "DELETE" }),
    /** The campaign's saved draft with its images as references, or null when it is missing or someone else's. */
    draft: (itemId: string) =>
      visibleOrNull<DraftWithImageRefsResponse>(`/simulations/draft/${encodeURIComponent(itemId)}`, { query: { images: "refs" } }),
    saveDraft: (body: DraftSave) => authed<unknown>("/simulations/draft", { method: "POST", json: body }),
    addDraftImage: (itemId: string, image: { bytes: Uint8Array; contentType: string; name: string }) =>
      authed<DraftImage>(`/simulations/draft/${encodeURIComponent(itemId)}/images`, {
        method: "POST",
        raw: { bytes: image.bytes, contentType: image.contentType },
        query: { name: image.name },
      }),
    removeDraftImage: (itemId: string, imageId: string) =>
      authed<unknown>(`/simulations/draft/${encodeURIComponent(itemId)}/images/${encodeURIComponent(imageId)}`, { method: "DELETE" }),
    generateSetup: (body: SetupGenerate) => authed<SetupGenerateResponse>("/setup/generate", { method: "POST", json: body }),
    quoteCredits: (body: CreditsRequest) => authed<CreditsResponse>("/simulations/credits", { method: "POST", json: body }),
    startSimulation: (body: SimulationStart) => authed<StartResponse>("/simulations/start", { method: "POST", json: body }),
    suggestLocations: (q: string) => authed<LocationSuggestion[]>("/setup/locations", { query: { q } }),
    /** The campaign's latest simulation job, or null when it never ran (or is not the user's to see). */
    jobOfItem: (itemId: string) => visibleOrNull<JobSummary>(`/simulations/item/${encodeURIComponent(itemId)}`),
    /** A job's status, progress and finished images, read once. */
    jobResults: (jobId: string) => authed<JobResults>(`/simulations/${encodeURIComponent(jobId)}`),
  };
}

export type Engine = Awaited<ReturnType<typeof engineFor>>;
