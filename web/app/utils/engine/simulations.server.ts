import type {
  CreditsRequest,
  CreditsResponse,
  JobResults,
  JobSummary,
  SimulationEvent,
  SimulationStartRequest,
  StartResponse,
} from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

/** Simulation jobs: the price, the start, a campaign's latest job, its results and live events. */
export function simulationsClient(engine: EngineConnection) {
  const path = (jobId: string) => `/simulations/${encodeURIComponent(jobId)}`;
  return {
    quoteCredits: (body: CreditsRequest) => engine.call<CreditsResponse>("/simulations/credits", { method: "POST", json: body }),
    start: (body: SimulationStartRequest) => engine.call<StartResponse>("/simulations/start", { method: "POST", json: body }),
    /** The campaign's latest simulation job, or null when it never ran (or is not the user's to see). */
    jobOfItem: (itemId: string) => engine.visibleOrNull<JobSummary>(`/simulations/item/${encodeURIComponent(itemId)}`),
    /** A job's status, progress and finished images, read once. */
    results: (jobId: string) => engine.call<JobResults>(path(jobId)),
    /** The job's event stream, message by message. */
    events: (jobId: string, signal: AbortSignal) => engine.events<SimulationEvent>(`${path(jobId)}/events`, signal),
  };
}
