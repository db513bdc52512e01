import type { Params } from "nestjs-pino";

const CREDENTIAL_PARAMETERS = new Set(["token", "access_token", "api_key"]);
export const REDACTED = "[REDACTED]";

/** Event streams and image URLs carry the access token as `?token=`; a log line keeps the rest of the URL. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of [...query.keys()]) {
    if (CREDENTIAL_PARAMETERS.has(name.toLowerCase())) {
      query.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
}

/** pino-http options that keep every credential a request can carry out of the logs. */
export const credentialRedaction = {
  redact: {
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
      ...[...CREDENTIAL_PARAMETERS].map((name) => `req.query.${name}`),
    ],
    censor: REDACTED,
  },
  serializers: {
    req: (request: SerializedRequest) => {
      if (request.url) request.url = redactUrl(request.url);
      return request;
    },
  },
} satisfies Params["pinoHttp"];
