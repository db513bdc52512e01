import { redactUrl } from "@adsight/shared";
import type { Params } from "nestjs-pino";

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
  socket?: { remoteAddress?: string };
}

// No headers in a log line, so no authorization, cookie or API key reaches it; a URL's credentials are replaced.
// Raw requests (`wrapSerializers: false`): building pino's full request object per line cost a good part of each request.
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
