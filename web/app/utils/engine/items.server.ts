import type { ItemCreate, ItemPublic, ItemUpdate } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

/** Campaigns (the engine's items). */
export function itemsClient(engine: EngineConnection) {
  const path = (id: string) => `/items/${encodeURIComponent(id)}`;
  return {
    list: () => engine.listAll<ItemPublic>("/items/"),
    /** The campaign, or null when it does not exist or is not the user's to see. */
    get: (id: string) => engine.visibleOrNull<ItemPublic>(path(id)),
    create: (body: ItemCreate) => engine.call<ItemPublic>("/items/", { method: "POST", json: body }),
    update: (id: string, body: ItemUpdate) => engine.call<ItemPublic>(path(id), { method: "PUT", json: body }),
    remove: (id: string) => engine.call<unknown>(path(id), { method: "DELETE" }),
  };
}
