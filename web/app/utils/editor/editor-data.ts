import type { SubmissionResult } from "@conform-to/react";
import {
  type CampaignDraft,
  type CreditsResponse,
  defaultCampaignDraft,
  type DraftImage,
  type DraftWithImageRefsResponse,
  type LocationSuggestion,
} from "@adsight/shared";

/** What the editor shows of a campaign's saved draft: the draft, with its images by reference. */
export type EditorDraft = CampaignDraft & { images: DraftImage[] };

/** The editor page's data, as its loader answers it. */
export interface EditorData {
  itemId: string | null;
  draft: EditorDraft;
  previewId: string | null;
  /** The credits check of the saved draft, when the page follows one; null when it failed or was not asked for. */
  quote: CreditsResponse | null;
  suggestions: LocationSuggestion[];
  uploadAlerts: string[];
  /** Remounts the form with the server's values after every load (post/redirect/get), JavaScript or not. */
  loadedAt: number;
}

/** A refused form: conform's reply for the fields, and the refused weight change of a setup category. */
export interface EditorReply {
  result: SubmissionResult<string[]>;
  categoryErrors: Record<string, string>;
}

/** The saved draft as the editor shows it; a new campaign starts with the spec's defaults. */
export function editorDraft(stored: DraftWithImageRefsResponse | null): EditorDraft {
  if (!stored) return { ...defaultCampaignDraft(), images: [] };
  const { name, location, startDate, endDate, audience, scale, aois } = stored;
  return { name, location, startDate, endDate, audience, scale, categories: stored.setup.categories, images: stored.image_refs, aois };
}
