import type { ItemCreate, ItemPublic, ItemsQuery, ItemUpdate, ListedItem, ListResponse } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function itemsClient(engine: EngineConnection) {
  const path = (id: string) => `/items/${encodeURIComponent(id)}`;
  return {
    page: ({ skip, limit, owner_id }: Pick<ItemsQuery, "skip" | "limit" | "owner_id">) =>
      engine.call<ListResponse<ListedItem>>("/items/", { query: { skip, limit, ...(owner_id ? { owner_id } : {}) } }),
    get: (id: string) => engine.visibleOrNull<ItemPublic>(path(id)),
    create: (body: ItemCreate) => engine.call<ItemPublic>("/items/", { method: "POST", json: body }),
    update: (id: string, body: ItemUpdate) => engine.call<ItemPublic>(path(id), { method: "PUT", json: body }),
    remove: (id: string) => engine.call<unknown>(path(id), { method: "DELETE" }),
  };
}
