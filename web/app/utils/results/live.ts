import type { ImageResult, SimulationEvent } from "@adsight/shared";

/**
 * A message of the live relay. Finished images never change and only grow in number, so `results` comes only when an
 * image finished since the connection's previous message (and always in its first); progress-only messages stay tiny.
 */
export type LiveMessage = Omit<SimulationEvent, "results"> & { results?: ImageResult[] };

export function applyLiveMessage(state: SimulationEvent | null, message: LiveMessage): SimulationEvent {
  return { ...message, results: message.results ?? state?.results ?? [] };
}
