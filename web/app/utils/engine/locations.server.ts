import type { LocationSuggestion } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

/** Place names for the editor's location field, from the engine's city and country data. */
export function locationsClient(engine: EngineConnection) {
  return {
    suggest: (q: string) => engine.call<LocationSuggestion[]>("/setup/locations", { query: { q } }),
  };
}
