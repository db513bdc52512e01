import { CREDENTIAL_PARAMETERS, REDACTED, redactUrl } from "@adsight/shared";
import type { Params } from "nestjs-pino";

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
      ...CREDENTIAL_PARAMETERS.map((name) => `req.query.${name}`),
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
