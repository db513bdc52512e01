import type { SubmissionResult } from "@conform-to/react";
import {
  type CampaignDraft,
  type CreditsResponse,
  defaultCampaignDraft,
  type DraftImage,
  type DraftWithImageRefsResponse,
  type LocationSuggestion,
} from "@adsight/shared";

export type EditorDraft = CampaignDraft & { images: DraftImage[] };

export interface EditorData {
  itemId: string | null;
  draft: EditorDraft;
  previewId: string | null;
  quote: CreditsResponse | null;
  // The engine's SIMULATION_N_MAX: the viewers a creative gets at scale 100.
  viewersAtFullScale: number;
  suggestions: LocationSuggestion[];
  uploadAlerts: string[];
  // Remounts the form with the server's values after every load (post/redirect/get).
  loadedAt: number;
}

export interface EditorReply {
  result: SubmissionResult<string[]>;
  categoryErrors: Record<string, string>;
}

export function editorDraft(stored: DraftWithImageRefsResponse | null): EditorDraft {
  if (!stored) return { ...defaultCampaignDraft(), images: [] };
  const { name, location, startDate, endDate, audience, scale, aois } = stored;
  return { name, location, startDate, endDate, audience, scale, categories: stored.setup.categories, images: stored.image_refs, aois };
}
