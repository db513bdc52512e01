import type { LocationSuggestion } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function locationsClient(engine: EngineConnection) {
  return {
    suggest: (q: string) => engine.call<LocationSuggestion[]>("/setup/locations", { query: { q } }),
  };
}
