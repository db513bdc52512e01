import { STORED_IMAGE_ROUTES, type StoredImageKind } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export type JobFile = "report.pdf" | "results.csv" | "viewers.json";

export function filesClient(engine: EngineConnection) {
  return {
    image: (kind: StoredImageKind, id: string) => engine.relay(`${STORED_IMAGE_ROUTES[kind]}/${encodeURIComponent(id)}`),
    jobFile: (jobId: string, file: JobFile) => engine.relay(`/simulations/${encodeURIComponent(jobId)}/${file}`),
  };
}
