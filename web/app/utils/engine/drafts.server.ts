import type { DraftImage, DraftSave, DraftSavedResponse, DraftStart, DraftWithImageRefsResponse, StartResponse } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function draftsClient(engine: EngineConnection) {
  const path = (itemId: string) => `/simulations/draft/${encodeURIComponent(itemId)}`;
  return {
    get: (itemId: string) => engine.visibleOrNull<DraftWithImageRefsResponse>(path(itemId), { query: { images: "refs" } }),
    save: (body: DraftSave) => {
      const options = { method: "POST", json: body } as const;
      return body.item_id
        ? engine.callVisible<DraftSavedResponse>("/simulations/draft", options)
        : engine.call<DraftSavedResponse>("/simulations/draft", options);
    },
    start: (body: DraftStart) => engine.callVisible<StartResponse>("/simulations/draft/start", { method: "POST", json: body }),
    addImage: (itemId: string, image: { bytes: Uint8Array; contentType: string; name: string }) =>
      engine.call<DraftImage>(`${path(itemId)}/images`, {
        method: "POST",
        raw: { bytes: image.bytes, contentType: image.contentType },
        query: { name: image.name },
      }),
    removeImage: (itemId: string, imageId: string) =>
      engine.call<unknown>(`${path(itemId)}/images/${encodeURIComponent(imageId)}`, { method: "DELETE" }),
  };
}
