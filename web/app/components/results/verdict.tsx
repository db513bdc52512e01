import {
  clarityDriversText,
  CREATIVE_FORMATS,
  formatScore,
  formatScoreRange,
  type ImageResult,
  type NormSet,
  percentileText,
} from "@adsight/shared";
import { useFetcher, useLocation, useParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { FormatAnswer } from "~/routes/app.$id.format";
import { buttonClass } from "~/components/ui/button";
import { Figure } from "./figure";

const against = (percentile: number | null, set: NormSet | undefined, comparative: string) =>
  percentile !== null && set ? percentileText(percentile, set, comparative) : undefined;

/** Clarity, appeal and the overall score, each against real creatives of its kind; nothing for results stored before them. */
export function Verdict({ result: stored }: { result: ImageResult }) {
  const fetcher = useFetcher<FormatAnswer>();
  // The fetcher's answer until the page's own data catches up (a live stream's results are not reloaded).
  const answer = fetcher.data?.ok ? fetcher.data.result : null;
  const result = answer && answer.input_image_idx === stored.input_image_idx ? { ...stored, ...answer } : stored;
  if (result.clarity_score === null || result.appeal_score === null || !result.norm_sets) return null;
  const format = CREATIVE_FORMATS.find((entry) => entry.id === result.creative_format);
  const headingId = `verdict-${result.input_image_idx}`;
  const drivers = clarityDriversText(result.clarity_drivers ?? []);
  return (
    <section aria-labelledby={headingId} data-testid="verdict">
      <h3 id={headingId} className="scroll-mt-20 text-sm font-semibold text-gray-900">
        Verdict
      </h3>
      {format ? <FormatChoice result={result} fetcher={fetcher} /> : null}
      <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          term="Clarity"
          value={formatScore(result.clarity_score)}
          range={formatScoreRange(result.clarity_score_interval)}
          note={against(result.clarity_percentile, result.norm_sets.clarity, "Clearer")}
        />
        <Figure
          term="Appeal"
          value={formatScore(result.appeal_score)}
          range={formatScoreRange(result.appeal_score_interval)}
          note={against(result.appeal_percentile, result.norm_sets.appeal, "More appealing")}
        />
        <Figure
          term="Overall"
          value={formatScore(result.overall_score)}
          range={formatScoreRange(result.overall_score_interval)}
          note={against(result.overall_percentile, result.norm_sets.overall, "Higher")}
        />
      </dl>
      {drivers ? (
        <p className="mt-2 text-xs text-gray-700" data-testid="clarity-drivers">
          Clarity: {drivers} points against an average creative of its kind.
        </p>
      ) : null}
      {(result.appeal_labels ?? []).length > 0 ? (
        <p className="mt-1 text-xs text-gray-700" data-testid="appeal-labels">
          People would say: {(result.appeal_labels ?? []).map((label) => `${label.label} (${Math.round(label.share * 100)}%)`).join(", ")}.
        </p>
      ) : null}
      <p className="mt-1 text-xs text-gray-600">
        Scores from 0 to 100, higher is better; in brackets, each one&apos;s 90 % range.{" "}
        <a href="/accuracy#scores" className="font-medium text-brand-700 underline hover:text-brand-800">
          How the scores are checked
        </a>
      </p>
    </section>
  );
}

/** "Format: display ad (guessed)" and a form to compare with another kind: a fetcher with JavaScript, a post without. */
function FormatChoice({ result, fetcher }: { result: ImageResult; fetcher: ReturnType<typeof useFetcher<FormatAnswer>> }) {
  const { id } = useParams();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const idx = result.input_image_idx;
  const current = CREATIVE_FORMATS.find((entry) => entry.id === result.creative_format);
  const guessed = CREATIVE_FORMATS.find((entry) => entry.id === (result.creative_format_guessed ?? result.creative_format));
  const chosen = result.creative_format_source === "chosen";
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const search = new URLSearchParams(location.search);
  search.set("open", String(idx));
  if (!current) return null;
  return (
    <fetcher.Form
      method="post"
      action={`/app/${id}/format`}
      className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-700"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="idx" value={idx} />
      <input type="hidden" name="returnTo" value={`?${search.toString()}`} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <span data-testid="creative-format">
        Format: {current.label.toLowerCase()} ({chosen ? "chosen" : "guessed"}); percentiles compare it with {current.plural}.
      </span>
      <label htmlFor={`format-${idx}`} className="sr-only">
        Compare with
      </label>
      <select
        id={`format-${idx}`}
        name="format"
        defaultValue={current.id}
        key={`${current.id}-${chosen}`}
        className="rounded-md border-0 py-1 pl-2 pr-7 text-xs text-gray-900 ring-1 ring-inset ring-gray-300 focus:ring-2 focus:ring-brand-600"
      >
        {CREATIVE_FORMATS.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.label}
          </option>
        ))}
        {chosen && guessed ? <option value="guessed">As guessed ({guessed.label.toLowerCase()})</option> : null}
      </select>
      <button type="submit" disabled={busy} className={buttonClass({ variant: "secondary", size: "sm" })}>
        {busy ? "Comparing…" : "Compare"}
      </button>
      {refused ? (
        <span role="alert" className="w-full text-red-700">
          {refused}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
