import type { SetupGenerate, SetupGenerateResponse } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function setupClient(engine: EngineConnection) {
  return {
    generate: (body: SetupGenerate) => engine.call<SetupGenerateResponse>("/setup/generate", { method: "POST", json: body }),
  };
}
