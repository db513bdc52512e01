import {
  IDEMPOTENCY_HEADER,
  type ImageEdit,
  type RecommendationGoal,
  type RecommendationRun,
  type RecommendationStartRequest,
  type VariantAdded,
  type VariantEncoding,
  type WhatIfPreview,
  type WhatIfRequest,
  type WhatIfUploadPreview,
} from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

type UploadQuery = { goal: RecommendationGoal; target?: string; name: string };
type UploadedImage = { name: string; bytes: Uint8Array; contentType: string };

// One image result's recommendation runs and what-if previews (the page's read carries each image's list of runs). Image URLs come as the web's own /app/images/… paths (links=web).
export function recommendationsClient(engine: EngineConnection) {
  const result = (jobId: string, idx: number) => `/simulations/${encodeURIComponent(jobId)}/results/${idx}`;
  const web = { links: "web" };
  return {
    get: (jobId: string, idx: number, runId: string) =>
      engine.callVisible<RecommendationRun>(`${result(jobId, idx)}/recommendations/${encodeURIComponent(runId)}`, { query: web }),
    // The key makes a repeated press (a reload, a double click) the same run, charged once.
    start: (jobId: string, idx: number, body: RecommendationStartRequest, idempotencyKey: string) =>
      engine.call<RecommendationRun>(`${result(jobId, idx)}/recommendations`, {
        method: "POST",
        json: body,
        query: web,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    // A video's answers that a worker is making it.
    addVariant: (jobId: string, idx: number, runId: string, recommendationId: string) =>
      engine.call<VariantAdded | VariantEncoding>(
        `${result(jobId, idx)}/recommendations/${encodeURIComponent(runId)}/${encodeURIComponent(recommendationId)}/variant`,
        { method: "POST" },
      ),
    whatIf: (jobId: string, idx: number, body: WhatIfRequest) =>
      engine.call<WhatIfPreview>(`${result(jobId, idx)}/what-if`, { method: "POST", json: body }),
    addWhatIfVariant: (jobId: string, idx: number, edits: ImageEdit[]) =>
      engine.call<VariantAdded>(`${result(jobId, idx)}/what-if/variant`, { method: "POST", json: { edits } }),
    // The marketer's own version, as the raw file: the engine checks it as a campaign's uploads are.
    whatIfUpload: (jobId: string, idx: number, { target, ...query }: UploadQuery, image: UploadedImage) =>
      engine.call<WhatIfUploadPreview>(`${result(jobId, idx)}/what-if/upload`, {
        method: "POST",
        raw: image,
        query: target === undefined ? query : { ...query, target },
      }),
    addUploadedVariant: (jobId: string, idx: number, image: UploadedImage) =>
      engine.call<VariantAdded>(`${result(jobId, idx)}/what-if/upload/variant`, {
        method: "POST",
        raw: image,
        query: { name: image.name },
      }),
  };
}
