export const API_PATH = "/api/v1";
// The document's version under API_PATH: a minor version adds fields and deprecates; the next removes what it deprecated.
export const API_VERSION = "1.1";

// The fields 1.1 replaced: each says what to read instead, and all go together.
export const deprecatedSince1_1 = (instead: string) =>
  `Deprecated in API ${API_VERSION} (2026-12-07): ${instead}. Removed in API 1.2, not before 2027-06-01.`;

export const LOCAL_DEFAULTS = {
  host: "0.0.0.0",
  enginePort: 8000,
  webPort: 3000,
  redisUrl: "redis://127.0.0.1:6379",
  ownerEmail: "admin@example.com",
} as const;

/**
 * Node options of a simulation worker: a 64 MiB young generation (V8's default 16 MiB) scavenges a 10 000-viewer
 * image's short-lived arrays a third as often (engine/src/simulation/README.md, "Speed"). docker/compose.yaml and
 * k8s/base/engine-worker.yaml set the same; options given in NODE_OPTIONS come after these, so they win.
 */
export const WORKER_NODE_OPTIONS = "--max-semi-space-size=64";
export const workerNodeOptions = (given?: string) => [WORKER_NODE_OPTIONS, given].filter(Boolean).join(" ");
