import {
  type ApiKeyCreated,
  type ApiKeyPublic,
  errorMessageOf,
  type ItemPublic,
  type JobSummary,
  type ListResponse,
  type Token,
  type UpdatePassword,
  type UserPublic,
  type UserSignup,
  type UserUpdate,
  type UserUpdateMe,
  type ValidationIssue,
} from "@adsight/shared";
import { env } from "./env.server";
import { applySecurityHeaders } from "./security-headers.server";
import { requireAccessToken, signOut } from "./session.server";

/** A non-2xx answer from the engine, carrying its `{detail}` body. */
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
  query?: Record<string, string | number>;
  token?: string;
}

const PAGE_LIMIT = 1000;

async function call<T>(path: string, { method = "GET", json, form, query, token }: CallOptions = {}): Promise<T> {
  const url = new URL(`/api/v1${path}`, env.ENGINE_URL);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers({ accept: "application/json" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body: string | undefined;
  if (json !== undefined) {
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

/** Calls that need no signed-in user. */
export const publicEngine = {
  login: (username: string, password: string) =>
    call<Token>("/login/access-token", { method: "POST", form: { username, password } }),
  loginWithGoogle: (idToken: string) => call<Token>("/login/google", { method: "POST", json: { id_token: idToken } }),
  signup: (body: UserSignup) => call<UserPublic>("/users/signup", { method: "POST", json: body }),
  recoverPassword: (email: string) =>
    call<unknown>(`/password-recovery/${encodeURIComponent(email)}`, { method: "POST" }),
  resetPassword: (token: string, newPassword: string) =>
    call<unknown>("/reset-password/", { method: "POST", json: { token, new_password: newPassword } }),
};

/** The engine as the signed-in user; a rejected token ends the session and sends the browser to /auth. */
export async function engineFor(request: Request) {
  const token = await requireAccessToken(request);

  async function authed<T>(path: string, options: CallOptions = {}): Promise<T> {
    try {
      return await call<T>(path, { ...options, token });
    } catch (error) {
      if (error instanceof EngineError && (error.status === 401 || error.status === 403)) throw await signOut(request);
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
   * caching headers; an engine 404 becomes the browser's 404. The token stays on the server.
   */
  async function relay(path: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(`/api/v1${path}`, env.ENGINE_URL), { headers: { authorization: `Bearer ${token}` } });
    } catch (cause) {
      console.error(`Engine unreachable at ${env.ENGINE_URL}`, cause);
      throw new Response("The service is unavailable right now. Try again in a moment.", { status: 503 });
    }
    if (response.status === 401 || response.status === 403) throw await signOut(request);
    if (!response.ok) {
      await response.body?.cancel();
      throw new Response(response.status === 404 ? "Not found" : "The file could not be loaded.", { status: response.status === 404 ? 404 : 502 });
    }
    const headers = new Headers();
    for (const name of ["content-type", "content-length", "cache-control", "content-disposition"]) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(response.body, { status: 200, headers: applySecurityHeaders(headers) });
  }

  return {
    relay,
    me: () => authed<UserPublic>("/users/me"),
    updateMe: (patch: UserUpdateMe) => authed<UserPublic>("/users/me", { method: "PATCH", json: patch }),
    updatePassword: (body: UpdatePassword) => authed<unknown>("/users/me/password", { method: "PATCH", json: body }),
    listApiKeys: () => authed<ListResponse<ApiKeyPublic>>("/users/me/api-keys"),
    createApiKey: (name: string) => authed<ApiKeyCreated>("/users/me/api-keys", { method: "POST", json: { name } }),
    revokeApiKey: (id: string) => authed<unknown>(`/users/me/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    listUsers: () => listAll<UserPublic>("/users/"),
    user: (id: string) => authed<UserPublic>(`/users/${encodeURIComponent(id)}`),
    updateUser: (id: string, patch: UserUpdate) =>
      authed<UserPublic>(`/users/${encodeURIComponent(id)}`, { method: "PATCH", json: patch }),
    deleteUser: (id: string) => authed<unknown>(`/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    listItems: () => listAll<ItemPublic>("/items/"),
    deleteItem: (id: string) => authed<unknown>(`/items/${encodeURIComponent(id)}`, { method: "DELETE" }),
    /** The campaign's latest simulation job, or null when it never ran. */
    async jobOfItem(itemId: string): Promise<JobSummary | null> {
      try {
        return await authed<JobSummary>(`/simulations/item/${encodeURIComponent(itemId)}`);
      } catch (error) {
        if (error instanceof EngineError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type Engine = Awaited<ReturnType<typeof engineFor>>;
