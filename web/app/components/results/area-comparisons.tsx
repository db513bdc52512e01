import { type ImageResult, formatSeconds } from "@adsight/shared";
import { areaComparisons } from "~/utils/results/comparisons";
import { wholePercent } from "~/utils/results/format";
import { imageLabel } from "./results-table";

// Comparing variants (whose logo is seen first, whose call to action) is why marketers test.
export function AreaComparisons({ results }: { results: ImageResult[] }) {
  const comparisons = areaComparisons(results);
  if (comparisons.length === 0) return null;
  return (
    <section aria-labelledby="compare-heading" className="mt-8">
      <h2 id="compare-heading" className="text-lg font-semibold text-gray-900">
        Your areas across images
      </h2>
      <p className="mt-1 text-sm text-gray-700">Areas with the same name on several images, compared image by image.</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {comparisons.map((comparison) => (
          <div key={comparison.name} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
            <table className="w-full text-sm" data-testid="area-comparison">
              <caption className="border-b border-gray-200 px-3 py-2 sm:px-4 text-start font-semibold text-gray-900">
                {comparison.name}
              </caption>
              <thead className="bg-gray-50 text-xs font-semibold text-gray-600">
                <tr>
                  <th scope="col" className="px-3 py-2 sm:px-4 text-start">
                    Image
                  </th>
                  <th scope="col" className="px-3 py-2 sm:px-4 text-start">
                    Seen in 1 s
                  </th>
                  <th scope="col" className="px-3 py-2 sm:px-4 text-end">
                    Median time to first look
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {comparison.images.map((image) => (
                  <tr key={image.idx}>
                    <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-medium text-gray-900 sm:px-4">
                      {imageLabel({ input_image_idx: image.idx })}
                    </th>
                    <td className="px-3 py-2 sm:px-4">
                      <div className="flex items-center gap-2">
                        <span className="w-10 shrink-0 text-end tabular-nums">{wholePercent(image.time.seen_1s)}</span>
                        <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-gray-100">
                          <span
                            className={image.best ? "block h-2 rounded-full bg-brand-600" : "block h-2 rounded-full bg-gray-400"}
                            style={{ width: `${Math.min(100, Math.max(0, image.time.seen_1s))}%` }}
                          />
                        </span>
                        {image.best && comparison.images.length > 1 ? <span className="sr-only">(most seen)</span> : null}
                      </div>
                    </td>
                    <td className="px-3 py-2 sm:px-4 text-end tabular-nums">
                      <span className={image.fastest ? "font-semibold text-gray-900" : undefined}>
                        {formatSeconds(image.time.first_look_ms?.median)}
                      </span>
                      {image.fastest ? <span className="sr-only"> (fastest)</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
