import {
  type ImageResult,
  formatSeconds,
  SEEN_IN_3S_TEXT,
  VIEWING_TIME_TEXT,
  formatBareRange,
  MIN_VIEWERS_FOR_TIME,
  TOO_FEW_VIEWERS,
} from "@adsight/shared";
import { useState } from "react";
import { cn } from "~/utils/misc";
import { type FirstLookColumn, firstLookRows, hasMobileViewers, sortFirstLook } from "~/utils/results/first-look";
import { wholePercent } from "~/utils/results/format";
import { ValueWithRange } from "./value-with-range";

const HEADINGS: Record<FirstLookColumn, string> = {
  name: "Eye catcher",
  seen_1s: "Seen in 1 s",
  seen_3s: "Seen in 3 s",
  first_look: "Median first look",
  dwell: "Dwell",
};

interface Order {
  column: FirstLookColumn;
  descending: boolean;
}

// Without JavaScript it keeps the Eye Catchers list's order; with it each heading sorts, best first on the first click.
export function FirstLookTable({ result, selected, sortable }: { result: ImageResult; selected: string | null; sortable: boolean }) {
  const [order, setOrder] = useState<Order | null>(null);
  const rows = firstLookRows(result);
  if (rows.length === 0) return null;
  const shown = order ? sortFirstLook(rows, order.column, order.descending) : rows;
  const headingId = `first-look-${result.input_image_idx}`;
  const sortBy = (column: FirstLookColumn) =>
    setOrder((current) => ({ column, descending: current?.column === column ? !current.descending : column !== "name" }));

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        First look
      </h3>
      <p className="mt-1 text-xs text-gray-600">
        Share of viewers who looked at each eye catcher within 1 and 3 seconds, how long they took (median, over those who looked; shown
        from {MIN_VIEWERS_FOR_TIME} viewers who looked) and how long they stayed on it (mean per viewer). Under each figure, its 90 %
        interval.
      </p>
      {hasMobileViewers(result.eye_catchers) ? (
        <p className="mt-1 text-xs text-gray-600" data-testid="viewing-time">
          {VIEWING_TIME_TEXT} {SEEN_IN_3S_TEXT}
        </p>
      ) : null}
      <div className="mt-2 overflow-x-auto rounded-md ring-1 ring-gray-200">
        <table className="w-full divide-y divide-gray-200 text-xs sm:text-sm" data-testid="first-look">
          <caption className="sr-only">First look, per eye catcher{sortable ? "; the column headings sort the table" : ""}</caption>
          <thead className="bg-gray-50 text-xs font-semibold text-gray-600">
            <tr>
              {(Object.keys(HEADINGS) as FirstLookColumn[]).map((column) => {
                const current = order?.column === column;
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={current ? (order.descending === (column !== "name") ? "descending" : "ascending") : undefined}
                    className={cn("px-1.5 py-2 sm:px-3", column === "name" ? "text-start" : "text-end")}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => sortBy(column)}
                        className={cn(
                          "inline-flex items-center gap-1 rounded hover:text-gray-900",
                          column !== "name" && "flex-row-reverse",
                          current && "text-gray-900",
                        )}
                      >
                        {HEADINGS[column]}
                        <span aria-hidden="true" className="w-2">
                          {current ? (order.descending ? "▼" : "▲") : ""}
                        </span>
                      </button>
                    ) : (
                      HEADINGS[column]
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {shown.map((row) => (
              <tr key={row.name} className={cn(row.name === selected && "bg-brand-50")} aria-current={row.name === selected || undefined}>
                <th scope="row" className="max-w-24 px-1.5 py-2 sm:max-w-48 sm:px-3 text-start font-medium text-gray-900">
                  <span className="line-clamp-2 break-words" title={row.name}>
                    {row.name}
                    {row.custom ? <CustomTag /> : null}
                  </span>
                </th>
                <FigureCell value={wholePercent(row.time.seen_1s)} range={formatBareRange(row.time.intervals?.seen_1s, "percent")} />
                <FigureCell value={wholePercent(row.time.seen_3s)} range={formatBareRange(row.time.intervals?.seen_3s, "percent")} />
                {row.time.first_look_ms ? (
                  <FigureCell
                    value={formatSeconds(row.time.first_look_ms.median)}
                    range={formatBareRange(row.time.intervals?.first_look_ms, "ms")}
                  />
                ) : (
                  <td className="px-1.5 py-2 text-end text-xs text-gray-600 sm:px-3">
                    {row.time.viewers ? TOO_FEW_VIEWERS : <span title="Nobody looked at it">—</span>}
                  </td>
                )}
                <FigureCell value={formatSeconds(row.time.dwell_ms)} range={formatBareRange(row.time.intervals?.dwell_ms, "ms")} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FigureCell({ value, range }: { value: string; range: string }) {
  return (
    <td className="whitespace-nowrap px-1.5 py-2 text-end tabular-nums sm:px-3">
      <ValueWithRange value={value} range={range} />
    </td>
  );
}

export function CustomTag() {
  return <span className="ms-2 rounded bg-brand-100 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase text-brand-800">Yours</span>;
}
