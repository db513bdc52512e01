import { redactUrl } from "@adsight/shared";
import type { Params } from "nestjs-pino";

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
  socket?: { remoteAddress?: string };
}

/**
 * pino-http options that keep every credential a request can carry out of the logs. A request line names the request
 * (id, method, URL with credentials replaced, client address) and its status — no headers, so no authorization,
 * cookie or API key can reach it, and the credentials a URL may carry are replaced. The serializers read the raw
 * request (`wrapSerializers: false`): building the full standard request object for every line, only to drop most
 * of it, was a good part of the cost of each request under load.
 */
export const credentialRedaction = {
  wrapSerializers: false,
  serializers: {
    req: (request: LoggedRequest) => ({
      id: request.id,
      method: request.method,
      url: redactUrl(request.originalUrl ?? request.url ?? ""),
      remoteAddress: request.socket?.remoteAddress,
    }),
    res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
  },
} satisfies Params["pinoHttp"];
