import { API_PATH } from "../endpoints.js";

// Signed URLs work without a token for a few minutes; the plain `{path}/{id}` needs the caller's token or API key.
export const STORED_IMAGE_ROUTES = {
  input: "/simulations/input-images",
  result: "/simulations/images",
  video: "/simulations/input-videos",
  heatmap: "/simulations/heatmap-videos",
} as const;

export type StoredImageKind = keyof typeof STORED_IMAGE_ROUTES;

export const STORED_IMAGE_PATHS = {
  input: `${API_PATH}${STORED_IMAGE_ROUTES.input}`,
  result: `${API_PATH}${STORED_IMAGE_ROUTES.result}`,
  video: `${API_PATH}${STORED_IMAGE_ROUTES.video}`,
  heatmap: `${API_PATH}${STORED_IMAGE_ROUTES.heatmap}`,
} as const satisfies Record<StoredImageKind, string>;

export function storedImagePath(kind: StoredImageKind, id: string): string {
  return `${STORED_IMAGE_PATHS[kind]}/${id}`;
}

const STORED_IMAGE_URL =
  /^(\/api\/v1\/simulations\/(?:input-images|images|input-videos|heatmap-videos))\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/signed)?(?:\?.*)?$/i;

export function storedImageOf(url: string): { kind: StoredImageKind; id: string } | null {
  const [, path, id] = STORED_IMAGE_URL.exec(url) ?? [];
  const kind = (Object.keys(STORED_IMAGE_PATHS) as StoredImageKind[]).find((name) => STORED_IMAGE_PATHS[name] === path);
  return kind && id ? { kind, id } : null;
}
