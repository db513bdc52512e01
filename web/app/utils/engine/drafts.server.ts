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
    // A video is sent from its file on disk, streamed.
    addImage: (itemId: string, file: ({ bytes: Uint8Array } | { path: string }) & { contentType: string; name: string }) =>
      engine.call<DraftImage>(`${path(itemId)}/images`, {
        method: "POST",
        raw: "path" in file ? { file: file.path, contentType: file.contentType } : { bytes: file.bytes, contentType: file.contentType },
        query: { name: file.name },
      }),
    removeImage: (itemId: string, imageId: string) =>
      engine.call<unknown>(`${path(itemId)}/images/${encodeURIComponent(imageId)}`, { method: "DELETE" }),
  };
}
