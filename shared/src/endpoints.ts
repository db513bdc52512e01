export const API_PATH = "/api/v1";

export const LOCAL_DEFAULTS = {
  host: "0.0.0.0",
  enginePort: 8000,
  webPort: 3000,
  redisUrl: "redis://127.0.0.1:6379",
  ownerEmail: "admin@example.com",
} as const;
