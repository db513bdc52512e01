import { CREATIVE_FORMATS, type ImageResult, type Interval, type NormSet, percentileText } from "@adsight/shared";
import { Figure } from "./figure";

const whole = (value: number) => String(Math.round(value));
const range = (interval: Interval | null) => (interval ? `${whole(interval[0])}–${whole(interval[1])}` : undefined);
const against = (percentile: number | null, set: NormSet | undefined, comparative: string) =>
  percentile !== null && set ? percentileText(percentile, set, comparative) : undefined;

/** Clarity, appeal and the overall score, each against real creatives of its kind; nothing for results stored before them. */
export function Verdict({ result }: { result: ImageResult }) {
  if (result.clarity_score === null || result.appeal_score === null || !result.norm_sets) return null;
  const format = CREATIVE_FORMATS.find((entry) => entry.id === result.creative_format);
  const headingId = `verdict-${result.input_image_idx}`;
  const drivers = (result.clarity_drivers ?? []).filter((driver) => Math.round(driver.effect) !== 0).slice(0, 3);
  return (
    <section aria-labelledby={headingId} data-testid="verdict">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        Verdict
      </h3>
      {format ? <p className="mt-1 text-xs text-gray-600">Compared with {format.plural} (the kind of creative it looks like).</p> : null}
      <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          term="Clarity"
          value={whole(result.clarity_score)}
          range={range(result.clarity_score_interval)}
          note={against(result.clarity_percentile, result.norm_sets.clarity, "Clearer")}
        />
        <Figure
          term="Appeal"
          value={whole(result.appeal_score)}
          range={range(result.appeal_score_interval)}
          note={against(result.appeal_percentile, result.norm_sets.appeal, "More appealing")}
        />
        <Figure
          term="Overall"
          value={whole(result.overall_score)}
          range={range(result.overall_score_interval)}
          note={against(result.overall_percentile, result.norm_sets.overall, "Higher")}
        />
      </dl>
      {drivers.length > 0 ? (
        <p className="mt-2 text-xs text-gray-700" data-testid="clarity-drivers">
          Clarity:{" "}
          {drivers
            .map((driver) => `${driver.label.toLowerCase()} ${driver.effect > 0 ? "+" : "−"}${Math.abs(Math.round(driver.effect))}`)
            .join(", ")}{" "}
          points against an average creative of its kind.
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
