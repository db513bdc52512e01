import type { SubmissionResult } from "@conform-to/react";
import {
  type Aoi,
  type Categories,
  type CreditsResponse,
  DEFAULT_SCALE,
  defaultCampaignPeriod,
  type DraftImage,
  type DraftWithImageRefsResponse,
  type LocationSuggestion,
} from "@adsight/shared";

/** What the editor shows of a campaign's saved draft. */
export interface EditorDraft {
  name: string;
  location: string;
  startDate: string;
  endDate: string;
  audience: string;
  scale: number;
  categories: Categories | null;
  images: DraftImage[];
  /** The marketer's own areas on the images, in image pixels. */
  aois: Aoi[];
}

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
  if (!stored)
    return {
      name: "",
      location: "",
      audience: "",
      ...defaultCampaignPeriod(),
      scale: DEFAULT_SCALE,
      categories: null,
      images: [],
      aois: [],
    };
  const { name, location, startDate, endDate, audience, scale } = stored;
  return {
    name,
    location,
    startDate,
    endDate,
    audience,
    scale,
    categories: stored.setup.categories,
    images: stored.image_refs,
    aois: stored.aois,
  };
}
