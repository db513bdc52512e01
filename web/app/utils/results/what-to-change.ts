import { type RecommendationRun } from "@adsight/shared";

export const changesAnchor = (idx: number) => `changes-${idx}`;

export const isUnderway = (run: Pick<RecommendationRun, "status">) => run.status === "queued" || run.status === "running";

// How often a page with JavaScript asks after a run under way; without it the page reloads itself as often.
export const POLL_SECONDS = 3;

// Where a new image of the campaign's draft is edited: the editor opens a saved campaign by its id.
export const editorLink = (itemId: string) => `/app/new?itemId=${encodeURIComponent(itemId)}`;

export const addedMessage = (kind: "image" | "video") => `The edited ${kind} was added to the campaign's draft.`;
