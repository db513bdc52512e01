export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiRequest {
  token?: string;
  /** Sent as JSON; a string is sent as it is (for malformed bodies). */
  json?: unknown;
  /** Sent form-encoded. */
  form?: Record<string, string>;
}

/**
 * One HTTP call against the engine's API (`apiUrl` ends in /api/v1); the body is parsed as JSON when the answer is JSON.
 * The engine's tests and the browser tests' EngineApi both call through here.
 */
export async function call<T = unknown>(apiUrl: string, method: string, path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = typeof request.json === "string" ? request.json : JSON.stringify(request.json);
  }
  const response = await fetch(`${apiUrl}${path}`, { method, headers, body });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers };
}

/** Bound to one app: `api("GET", "/users/me", { token })`. */
export function apiClient(apiUrl: string) {
  return <T = unknown>(method: string, path: string, request?: ApiRequest) => call<T>(apiUrl, method, path, request);
}

/** The body of a successful answer; otherwise an error naming `what` failed, with the status and body. */
export function okBody<T>(answer: ApiResponse<T>, what: string): T {
  if (answer.status >= 300) throw new Error(`${what} failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
