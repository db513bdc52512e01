/** The engine API's path under the engine's origin: `${ENGINE_URL}${API_PATH}/items/`. */
export const API_PATH = "/api/v1";

/** Defaults of the single-machine setup that the engine's and the web app's settings and `npm start` share. */
export const LOCAL_DEFAULTS = {
  host: "0.0.0.0",
  enginePort: 8000,
  webPort: 3000,
  redisUrl: "redis://127.0.0.1:6379",
  ownerEmail: "admin@example.com",
} as const;
