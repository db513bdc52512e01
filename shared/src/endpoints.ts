export const API_PATH = "/api/v1";
// The document's version under API_PATH: a minor version adds fields and deprecates; the next removes what it deprecated.
export const API_VERSION = "1.1";

export const LOCAL_DEFAULTS = {
  host: "0.0.0.0",
  enginePort: 8000,
  webPort: 3000,
  redisUrl: "redis://127.0.0.1:6379",
  ownerEmail: "admin@example.com",
} as const;
