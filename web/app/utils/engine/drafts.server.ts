import type { DraftImage, DraftSave, DraftWithImageRefsResponse } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

/** A campaign's saved draft and its images. */
export function draftsClient(engine: EngineConnection) {
  const path = (itemId: string) => `/simulations/draft/${encodeURIComponent(itemId)}`;
  return {
    /** The campaign's saved draft with its images as references, or null when it is missing or someone else's. */
    get: (itemId: string) => engine.visibleOrNull<DraftWithImageRefsResponse>(path(itemId), { query: { images: "refs" } }),
    save: (body: DraftSave) => engine.call<unknown>("/simulations/draft", { method: "POST", json: body }),
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
