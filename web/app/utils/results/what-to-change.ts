import { type RecommendationRun } from "@adsight/shared";

export const changesAnchor = (idx: number) => `changes-${idx}`;

export const isUnderway = (run: Pick<RecommendationRun, "status">) => run.status === "queued" || run.status === "running";

// A video's recommendation asked as a variant is made by a worker: the page asks after it as after a run.
export const isEncoding = (run: Pick<RecommendationRun, "recommendations">) =>
  run.recommendations.some((each) => each.variant_status === "encoding");

// How often a page with JavaScript asks after a run under way; without it the page reloads itself as often.
export const POLL_SECONDS = 3;

// Where a new image of the campaign's draft is edited: the editor opens a saved campaign by its id.
export const editorLink = (itemId: string) => `/app/new?itemId=${encodeURIComponent(itemId)}`;

// "Version", not "edited image": the marketer's own upload is added the same way.
export const addedMessage = (kind: "image" | "video") =>
  `The ${kind === "video" ? "edited video" : "new version"} was added to the campaign's draft.`;
