import { abCheckedOnText, abComparisonText, abHeadline, type AbRanking, imageName, rangeWords } from "@adsight/shared";
import { cn } from "~/utils/misc";

/**
 * The campaign's answer to "which version wins, and how sure": the engine's ab_ranking in the sentences the report
 * prints too. Shown once two images have a fitted Overall Score.
 */
export function WhichVersionWins({
  ranking,
  pictures,
  withVideos,
}: {
  ranking: AbRanking;
  pictures: ReadonlyMap<number, string>;
  withVideos: boolean;
}) {
  const clear = ranking.comparisons.some((comparison) => comparison.winner_idx !== null);
  return (
    <section aria-labelledby="ab-heading" data-testid="which-version-wins" className="mt-8">
      <h2 id="ab-heading" className="text-lg font-semibold text-gray-900">
        Which version wins
      </h2>
      <div className="mt-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
        <p data-testid="ab-headline" className={cn("text-base font-semibold", clear ? "text-brand-800" : "text-gray-900")}>
          {abHeadline(ranking)}
        </p>
        <ol className="mt-3 divide-y divide-gray-100" aria-label="Images by Overall Score, highest first">
          {ranking.ranking.map((entry) => (
            <li key={entry.input_image_idx} data-idx={entry.input_image_idx} className="flex items-center gap-3 py-2">
              <span className="w-6 shrink-0 text-sm font-semibold tabular-nums text-gray-700">#{entry.rank}</span>
              {pictures.get(entry.input_image_idx) ? (
                <img
                  src={pictures.get(entry.input_image_idx)}
                  alt=""
                  className="h-10 w-14 shrink-0 rounded object-cover ring-1 ring-gray-200"
                />
              ) : null}
              <span className="min-w-0 text-sm text-gray-900">
                <span className="font-medium">{imageName(entry.input_image_idx)}</span>
                <span className="block text-gray-700 sm:ms-2 sm:inline">
                  Overall {Math.round(entry.overall_score)}{" "}
                  <span className="whitespace-nowrap">{rangeWords(entry.overall_score_interval)}</span>
                </span>
              </span>
            </li>
          ))}
        </ol>
        <ul className="mt-3 space-y-1 text-sm text-gray-800" data-testid="ab-comparisons">
          {ranking.comparisons.map((comparison) => (
            <li key={comparison.other_idx}>{abComparisonText(comparison)}</li>
          ))}
        </ul>
        <p
          className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-xs text-gray-800 ring-1 ring-inset ring-amber-200"
          data-testid="ab-checked-on"
        >
          {abCheckedOnText(ranking.checked_on)} {withVideos ? "Videos have no Overall Score and are not ranked here. " : ""}
          <a href="/accuracy#scores" className="font-medium text-brand-700 underline hover:text-brand-800">
            How the scores are checked
          </a>
        </p>
      </div>
    </section>
  );
}
