import type { ImageResult, SimulationEvent, VideoResult } from "@adsight/shared";

// Finished creatives never change, so `results` and `videos` come only in the first message and when a creative has
// finished since the previous one: progress-only messages stay tiny.
export type LiveMessage = Omit<SimulationEvent, "results" | "videos"> & { results?: ImageResult[]; videos?: VideoResult[] };

export function applyLiveMessage(state: SimulationEvent | null, message: LiveMessage): SimulationEvent {
  return { ...message, results: message.results ?? state?.results ?? [], videos: message.videos ?? state?.videos ?? [] };
}
