import type {
  CreativeFormat,
  CreditsRequest,
  CreditsResponse,
  ImageResult,
  ItemResults,
  JobSummary,
  ScaleInfo,
  SimulationEvent,
  SimulationStartRequest,
  StartResponse,
} from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function simulationsClient(engine: EngineConnection) {
  const path = (jobId: string) => `/simulations/${encodeURIComponent(jobId)}`;
  return {
    scaleInfo: () => engine.call<ScaleInfo>("/simulations/scale"),
    quoteCredits: (body: CreditsRequest) => engine.call<CreditsResponse>("/simulations/credits", { method: "POST", json: body }),
    start: (body: SimulationStartRequest) => engine.call<StartResponse>("/simulations/start", { method: "POST", json: body }),
    jobOfItem: (itemId: string) => engine.visibleOrNull<JobSummary>(`/simulations/item/${encodeURIComponent(itemId)}`),
    // The page's files as the web's own /app/images/… paths (links=web): the web streams them with the session's token.
    itemResults: (itemId: string) =>
      engine.visibleOrNull<ItemResults>(`/simulations/item/${encodeURIComponent(itemId)}/results`, { query: { links: "web" } }),
    chooseFormat: (jobId: string, inputImageIdx: number, format: CreativeFormat | null) =>
      engine.call<ImageResult>(`${path(jobId)}/results/${inputImageIdx}/format`, { method: "PUT", json: { format } }),
    events: (jobId: string, signal: AbortSignal) => engine.events<SimulationEvent>(`${path(jobId)}/events?links=web`, signal),
  };
}
