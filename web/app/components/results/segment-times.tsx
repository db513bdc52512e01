import type { EyeCatcher } from "@adsight/shared";
import { seconds, segmentTimes, wholePercent } from "~/utils/results-view";

/**
 * The selected eye catcher's time figures per audience segment, folded away by default (a native `<details>`, so it
 * opens without JavaScript): one table, a row group per category and a row per label.
 */
export function SegmentTimes({ eyeCatcher }: { eyeCatcher: EyeCatcher }) {
  const categories = segmentTimes(eyeCatcher);
  if (categories.length === 0) return null;
  return (
    <details className="mt-3 rounded-md ring-1 ring-inset ring-gray-200" data-testid="segment-times">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50">By segment</summary>
      <table className="mb-2 w-full text-xs">
        <caption className="sr-only">Time figures by audience segment</caption>
        <thead className="text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-1 text-start font-medium">
              Segment
            </th>
            <th scope="col" className="px-3 py-1 text-end font-medium">
              Seen in 1 s
            </th>
            <th scope="col" className="px-3 py-1 text-end font-medium">
              Median first look
            </th>
          </tr>
        </thead>
        {categories.map(({ category, labels }) => (
          <tbody key={category}>
            <tr>
              <th scope="rowgroup" colSpan={3} className="bg-gray-50 px-3 pb-1 pt-2 text-start font-semibold text-gray-700">
                {category}
              </th>
            </tr>
            {labels.map((entry) => (
              <tr key={entry.label} className="border-t border-gray-100 first:border-t-0">
                <th scope="row" className="break-words px-3 py-1 text-start font-normal text-gray-900">
                  {entry.label}
                </th>
                <td className="px-3 py-1 text-end tabular-nums">{wholePercent(entry.seen_1s)}</td>
                <td className="px-3 py-1 text-end tabular-nums">{seconds(entry.first_look_ms)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </details>
  );
}
