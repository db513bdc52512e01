import { type CampaignDraft, LOCAL_DRAFT_KEY } from "@adsight/shared";

// Spec §3; the server draft stays the source of truth.
export type LocalDraft = CampaignDraft & { images: string[]; itemId: string | null };

export function saveLocalDraft(draft: LocalDraft): void {
  try {
    window.localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    try {
      window.localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify({ ...draft, images: [] }));
    } catch {
      // Storage refused even without images (private mode, quota 0): the server draft still has everything.
    }
  }
}

export function readLocalDraft(): Partial<LocalDraft> | null {
  // Whatever is stored is only a hint: each field is type-checked where it is used.
  try {
    const raw = window.localStorage.getItem(LOCAL_DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== "object") return null;
    return parsed;
  } catch {
    return null;
  }
}

export function clearLocalDraft(): void {
  try {
    window.localStorage.removeItem(LOCAL_DRAFT_KEY);
  } catch {
    // Nothing stored, or storage unavailable.
  }
}
