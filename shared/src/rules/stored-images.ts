import { API_PATH } from "../endpoints.js";

// Signed URLs work without a token for a few minutes; the plain `{path}/{id}` needs the caller's token or API key.
export const STORED_IMAGE_ROUTES = {
  input: "/simulations/input-images",
  result: "/simulations/images",
  video: "/simulations/input-videos",
  heatmap: "/simulations/heatmap-videos",
  recommendation: "/simulations/recommendation-images",
  // A video recommendation's key frame as the clip shows it, by the recommendation's id.
  still: "/simulations/recommendation-stills",
} as const;

export type StoredImageKind = keyof typeof STORED_IMAGE_ROUTES;

export const STORED_IMAGE_PATHS = {
  input: `${API_PATH}${STORED_IMAGE_ROUTES.input}`,
  result: `${API_PATH}${STORED_IMAGE_ROUTES.result}`,
  video: `${API_PATH}${STORED_IMAGE_ROUTES.video}`,
  heatmap: `${API_PATH}${STORED_IMAGE_ROUTES.heatmap}`,
  recommendation: `${API_PATH}${STORED_IMAGE_ROUTES.recommendation}`,
  still: `${API_PATH}${STORED_IMAGE_ROUTES.still}`,
} as const satisfies Record<StoredImageKind, string>;

export function storedImagePath(kind: StoredImageKind, id: string): string {
  return `${STORED_IMAGE_PATHS[kind]}/${id}`;
}

// The web app streams a stored file from here with its session's token: it asks the engine for these (links=web).
export function webFilePath(kind: StoredImageKind, id: string): string {
  return `/app/images/${kind}/${id}`;
}
