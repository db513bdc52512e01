import type { CreativeResult, ImageResult, SimulationEvent, VideoResult } from "@adsight/shared";

// The page's state: the engine's creatives, split by kind for the page's image table and video cards.
export type LiveState = Omit<SimulationEvent, "creatives">;

// Finished creatives never change, so `results` and `videos` come only in the first message and when a creative has
// finished since the previous one: progress-only messages stay tiny.
export type LiveMessage = Omit<LiveState, "results" | "videos"> & { results?: ImageResult[]; videos?: VideoResult[] };

export function applyLiveMessage(state: LiveState | null, message: LiveMessage): LiveState {
  return { ...message, results: message.results ?? state?.results ?? [], videos: message.videos ?? state?.videos ?? [] };
}

export function byKind(creatives: CreativeResult[]): { results: ImageResult[]; videos: VideoResult[] } {
  return {
    results: creatives.flatMap((creative) => (creative.kind === "image" ? [creative] : [])),
    videos: creatives.flatMap((creative) => (creative.kind === "video" ? [creative] : [])),
  };
}
