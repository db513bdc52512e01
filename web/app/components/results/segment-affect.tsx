import type { ImageResult } from "@adsight/shared";
import { segmentAffect, sharePercent, wholePercent } from "~/utils/results-view";

/**
 * The image's affect per audience segment, folded away by default (a native `<details>`, so it opens without
 * JavaScript): a row group per category and a row per label, with its Positive Energy, Emotional Risk and the emotion
 * most of its viewers would name.
 */
export function SegmentAffect({ result }: { result: ImageResult }) {
  const categories = segmentAffect(result);
  if (categories.length === 0) return null;
  return (
    <details className="mt-3 max-w-md rounded-md ring-1 ring-inset ring-gray-200" data-testid="segment-affect">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50">By segment</summary>
      <table className="mb-2 w-full text-xs">
        <caption className="sr-only">Emotional response by audience segment</caption>
        <thead className="text-gray-600">
          <tr>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              Segment
            </th>
            <th scope="col" className="px-2 py-1 text-end font-medium">
              Positive Energy
            </th>
            <th scope="col" className="px-2 py-1 text-end font-medium">
              Emotional Risk
            </th>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              Top emotion
            </th>
          </tr>
        </thead>
        {categories.map(({ category, labels }) => (
          <tbody key={category}>
            <tr>
              <th scope="rowgroup" colSpan={4} className="bg-gray-50 px-2 pb-1 pt-2 text-start font-semibold text-gray-700">
                {category}
              </th>
            </tr>
            {labels.map((entry) => (
              <tr key={entry.label} className="border-t border-gray-100 first:border-t-0">
                <th scope="row" className="break-words px-2 py-1 text-start font-normal text-gray-900">
                  {entry.label}
                </th>
                <td className="px-2 py-1 text-end tabular-nums">{wholePercent(entry.approach)}</td>
                <td className="px-2 py-1 text-end tabular-nums">{wholePercent(entry.risk)}</td>
                <td className="whitespace-nowrap px-2 py-1 tabular-nums">{`${entry.emotion.label} ${sharePercent(entry.emotion.share)}`}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </details>
  );
}
