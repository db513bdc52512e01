import { STORED_IMAGE_ROUTES, type StoredImageKind } from "@adsight/shared";
import type { EngineConnection, RelayOptions } from "./transport.server";

export type JobFile = "report.pdf" | "results.csv" | "viewers.json";

export function filesClient(engine: EngineConnection) {
  return {
    image: (kind: StoredImageKind, id: string, options?: RelayOptions) =>
      engine.relay(`${STORED_IMAGE_ROUTES[kind]}/${encodeURIComponent(id)}`, options),
    jobFile: (jobId: string, file: JobFile) => engine.relay(`/simulations/${encodeURIComponent(jobId)}/${file}`),
  };
}
