import {
  beforeNote,
  changeLine,
  clipClock,
  GOAL_FIGURES,
  type ImageResult,
  type Recommendation,
  RECOMMENDATION_GOAL_LABELS,
  RECOMMENDATION_MESSAGES,
  type RecommendationRun,
  type RecommendationRuns,
  shotSpan,
  type VideoResult,
} from "@adsight/shared";
import { useFetcher, useParams, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { RecommendationAnswer } from "~/routes/app.$id.recommendations";
import { buttonClass } from "~/components/ui/button";

import { changesAnchor, isEncoding, isUnderway, POLL_SECONDS } from "~/utils/results/what-to-change";
import type { WhatIfUploadShown } from "~/utils/results/what-if-upload.server";
import type { WhatIfShown } from "./what-if";
import { WhatIf } from "./what-if";
import { FigureChanges } from "./figure-changes";
import { GoalOptions, goalSelectClass, TargetOptions } from "./goal-options";
import { VariantAdded } from "./variant-added";

export interface WhatToChangeProps {
  // A video's recommendations are made on its shots' first frames; the what-if editor is an image's.
  result: ImageResult | VideoResult;
  label: string;
  list: RecommendationRuns;
  // The image's size in pixels, which the what-if boxes are given in.
  size: { width: number; height: number };
  // A fresh key per page: a form sent twice (a reload, a double press) starts one run, charged once.
  idempotencyKey: string;
  added: boolean;
  whatIf: WhatIfShown | null;
  uploaded: WhatIfUploadShown | null;
  interactive: boolean;
}

/** Recommendations the model has tested on this image, and the what-if editor for its eye catchers. */
export function WhatToChange({ result, label, list, size, idempotencyKey, added, whatIf, uploaded, interactive }: WhatToChangeProps) {
  const { id: itemId = "" } = useParams();
  const idx = result.input_image_idx;
  const find = useFetcher<RecommendationAnswer>();
  const variant = useFetcher<RecommendationAnswer>();
  const started = find.data?.ok && find.data.run ? find.data.run : null;
  const latest = list.runs[0] ?? null;
  // The fetcher's answer until the page's data has the run too.
  const run = started && (!latest || latest.id !== started.id) && started.created_at >= (latest?.created_at ?? "") ? started : latest;
  const busy = find.state !== "idle";
  const refused = find.data && !find.data.ok ? find.data.message : null;
  const headingId = `${changesAnchor(idx)}-heading`;
  const wasAdded = added || (variant.data?.ok === true && variant.data.added !== null);
  const image = "input_image" in result ? result : null;

  return (
    <section id={changesAnchor(idx)} aria-labelledby={headingId} className="mt-6 scroll-mt-20 border-t border-gray-200 pt-6">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        What to change
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {image
          ? `The model edits ${label}, shows each version to the audience again and keeps only the changes it is sure of.`
          : `The model edits the first frame of ${label}'s shots, shows each version to the audience again and keeps only the changes it is sure of.`}
      </p>
      <find.Form
        method="post"
        action={`/app/${itemId}/recommendations`}
        aria-label="Find changes"
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="find" />
        <input type="hidden" name="idx" value={idx} />
        <input type="hidden" name="credits" value={list.credits} />
        <input type="hidden" name="key" value={idempotencyKey} />
        {interactive ? <input type="hidden" name="via" value="fetcher" /> : null}
        <label className="block text-sm font-medium text-gray-900">
          Goal
          <select name="goal" defaultValue={run?.goal ?? "brand_early"} className={goalSelectClass}>
            <GoalOptions />
          </select>
        </label>
        <label className="block text-sm font-medium text-gray-900">
          Target
          <select name="target" defaultValue="" className={goalSelectClass}>
            <TargetOptions names={result.eye_catchers.map((entry) => entry.name)} />
          </select>
        </label>
        <button type="submit" disabled={busy || (run !== null && isUnderway(run))} className={buttonClass({ size: "md" })}>
          {busy ? "Starting…" : "Find changes"}
        </button>
        <p className="text-xs text-gray-600 sm:col-span-3" data-testid="recommendation-price">
          Costs {list.credits} credits · Credits left: {list.credits_left}. The target is used by the goals measured on one area.
        </p>
        {refused ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            {refused}
          </p>
        ) : null}
      </find.Form>
      {run ? <RunView run={run} before={image?.input_image ?? null} label={label} interactive={interactive} variant={variant} /> : null}
      {wasAdded && image ? <VariantAdded itemId={itemId} className="mt-4" /> : null}
      {image ? <WhatIf result={image} label={label} size={size} shown={whatIf} uploaded={uploaded} interactive={interactive} /> : null}
    </section>
  );
}

type VariantFetcher = ReturnType<typeof useFetcher<RecommendationAnswer>>;

// A run under way, or a video's variant being made, is asked after every few seconds with JavaScript; the page reloads
// itself without it. The newer of the page's data and the last answer is shown.
function useRunProgress(run: RecommendationRun, interactive: boolean): RecommendationRun {
  const { id: itemId = "" } = useParams();
  const poll = useFetcher<RecommendationRun>();
  const { revalidate } = useRevalidator();
  const [polled, setPolled] = useState<RecommendationRun | null>(null);
  useEffect(() => setPolled(null), [run]);
  useEffect(() => {
    if (poll.data?.id === run.id) setPolled(poll.data);
  }, [poll.data, run.id]);
  const current = polled ?? run;
  const underway = isUnderway(current) || isEncoding(current);
  const { load, state } = poll;
  useEffect(() => {
    if (!interactive || !underway || state !== "idle") return;
    const timer = setTimeout(() => load(`/app/${itemId}/recommendations?idx=${run.input_image_idx}&run=${run.id}`), POLL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [interactive, underway, state, load, itemId, run.input_image_idx, run.id]);
  // Once it ends, the page's own data (the credits left, the list of runs) catches up.
  const ended = polled !== null && !underway;
  useEffect(() => {
    if (ended) revalidate();
  }, [ended, revalidate]);
  return current;
}

interface RunViewProps {
  run: RecommendationRun;
  // The image as it is; a video's recommendation carries its key frame's.
  before: string | null;
  label: string;
  interactive: boolean;
  variant: VariantFetcher;
}

function RunView({ run: stored, before, label, interactive, variant }: RunViewProps) {
  const run = useRunProgress(stored, interactive);
  const goal = RECOMMENDATION_GOAL_LABELS[run.goal] + (run.target ? ` (${run.target})` : "");
  if (isUnderway(run))
    return (
      <p role="status" className="mt-4 text-sm text-gray-700" data-testid="recommendation-status">
        {RECOMMENDATION_MESSAGES.running} {goal}.
      </p>
    );
  if (run.status === "failed")
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {RECOMMENDATION_MESSAGES.failed}
        {run.error ? `: ${run.error}` : "."}
      </p>
    );
  const tried = `${run.tried} ${run.tried === 1 ? "edit" : "edits"} tried, ${run.viewers.toLocaleString("en-US")} viewers per version`;
  if (run.recommendations.length === 0)
    return (
      <p role="status" className="mt-4 text-sm text-gray-700" data-testid="recommendation-status">
        {RECOMMENDATION_MESSAGES.noneKept} ({tried}).
      </p>
    );
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-gray-900">Changes that help: {goal}</h4>
      <p className="text-xs text-gray-600">
        {run.recommendations.length} kept of {tried}; largest gain first. {beforeNote(run.viewers)}
      </p>
      <ol className="mt-3 space-y-4" aria-label="Recommended changes">
        {run.recommendations.map((recommendation) => (
          <RecommendationCard
            key={recommendation.id}
            run={run}
            recommendation={recommendation}
            before={before}
            label={label}
            interactive={interactive}
            variant={variant}
          />
        ))}
      </ol>
    </div>
  );
}

interface CardProps {
  run: RecommendationRun;
  recommendation: Recommendation;
  before: string | null;
  label: string;
  interactive: boolean;
  variant: VariantFetcher;
}

function RecommendationCard({ run, recommendation, before, label, interactive, variant }: CardProps) {
  const { id: itemId = "" } = useParams();
  const { goal, other_changes: others } = recommendation;
  const sending = variant.state !== "idle" && variant.formData?.get("recommendation") === recommendation.id;
  const refused = variant.data && !variant.data.ok ? variant.data.message : null;
  const encoding = recommendation.variant_status === "encoding";
  const frame = recommendation.key_frame;
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-gray-200 sm:p-4" data-testid="recommendation">
      <p className="text-sm font-semibold text-gray-900">
        {recommendation.rank}. {recommendation.title}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:max-w-2xl sm:gap-3">
        <Picture
          src={frame?.before_image_url ?? before ?? ""}
          caption={frame ? `Before, at ${clipClock(frame.t_ms)}` : "Before"}
          alt={frame ? `${label} at ${clipClock(frame.t_ms)} as it is` : `${label} as it is`}
        />
        <Picture src={recommendation.image_url} caption="After" alt={`${label} after: ${recommendation.title}`} />
      </div>
      <p className="mt-2 text-sm text-gray-900" data-testid="goal-change">
        <span className="font-medium">{GOAL_FIGURES[run.goal].text}:</span> {changeLine(goal)}
      </p>
      <div className="mt-2">
        <FigureChanges figures={others} viewers={run.viewers} label="The other scores" />
      </div>
      {frame ? (
        <p className="mt-3 text-sm text-gray-700" data-testid="where-to-change">
          {RECOMMENDATION_MESSAGES.videoVariant(recommendation.edit.kind === "crop" ? null : shotSpan(frame))}.
        </p>
      ) : null}
      <variant.Form method="post" action={`/app/${itemId}/recommendations`} className="mt-3">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="variant" />
        <input type="hidden" name="idx" value={run.input_image_idx} />
        <input type="hidden" name="run" value={run.id} />
        <input type="hidden" name="recommendation" value={recommendation.id} />
        {interactive ? <input type="hidden" name="via" value="fetcher" /> : null}
        <button type="submit" disabled={sending || encoding} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {encoding ? RECOMMENDATION_MESSAGES.encoding : sending ? "Adding…" : "Add as a variant"}
        </button>
        {refused && variant.formData === undefined ? (
          <span role="alert" className="ms-2 text-sm text-red-700">
            {refused}
          </span>
        ) : recommendation.variant_status === "failed" ? (
          <span role="alert" className="ms-2 text-sm text-red-700">
            {recommendation.variant_error ?? RECOMMENDATION_MESSAGES.encodingFailed}
          </span>
        ) : null}
      </variant.Form>
      {recommendation.variant_status === "added" ? <VariantAdded itemId={itemId} kind="video" className="mt-3" /> : null}
    </li>
  );
}

// Before and after share the row's height (the taller picture's, at most 20rem), each letterboxed in it, so a crop
// to another shape lines up with the original instead of hanging below it.
function Picture({ src, caption, alt }: { src: string; caption: string; alt: string }) {
  return (
    <figure className="flex min-w-0 flex-col">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-gray-600">{caption}</figcaption>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        className="mt-1 block max-h-80 min-h-0 w-full flex-1 rounded-md bg-gray-100 object-contain ring-1 ring-gray-200"
      />
    </figure>
  );
}
