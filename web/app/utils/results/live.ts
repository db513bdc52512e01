import type { ImageResult, SimulationEvent } from "@adsight/shared";

// Finished images never change, so `results` comes only in the first message and when an image has finished since the
// previous one: progress-only messages stay tiny.
export type LiveMessage = Omit<SimulationEvent, "results"> & { results?: ImageResult[] };

export function applyLiveMessage(state: SimulationEvent | null, message: LiveMessage): SimulationEvent {
  return { ...message, results: message.results ?? state?.results ?? [] };
}
