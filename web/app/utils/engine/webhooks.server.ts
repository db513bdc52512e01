import type {
  ListResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointUpdate,
} from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function webhooksClient(engine: EngineConnection) {
  const one = (id: string) => `/users/me/webhooks/${encodeURIComponent(id)}`;
  return {
    list: () => engine.call<ListResponse<WebhookEndpoint>>("/users/me/webhooks"),
    create: (body: WebhookEndpointCreate) => engine.call<WebhookEndpointCreated>("/users/me/webhooks", { method: "POST", json: body }),
    update: (id: string, body: WebhookEndpointUpdate) => engine.call<WebhookEndpoint>(one(id), { method: "PATCH", json: body }),
    remove: (id: string) => engine.call<unknown>(one(id), { method: "DELETE" }),
    test: (id: string) => engine.call<{ event_id: string }>(`${one(id)}/test`, { method: "POST" }),
    deliveries: (id: string) => engine.call<ListResponse<WebhookDelivery>>(`${one(id)}/deliveries`),
  };
}
