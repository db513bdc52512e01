import type { ApiKeyCreated, ApiKeyPublic, ListResponse } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function apiKeysClient(engine: EngineConnection) {
  return {
    list: () => engine.call<ListResponse<ApiKeyPublic>>("/users/me/api-keys"),
    create: (name: string) => engine.call<ApiKeyCreated>("/users/me/api-keys", { method: "POST", json: { name } }),
    revoke: (id: string) => engine.call<unknown>(`/users/me/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
  };
}
