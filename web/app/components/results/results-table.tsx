import { type ImageResult, imageName, separationNote } from "@adsight/shared";
import { Fragment, type MouseEvent } from "react";
import { type RankedResult } from "~/utils/results/comparisons";
import { score } from "~/utils/results/format";
import { cn } from "~/utils/misc";
import { ResultDetails } from "./result-details";
import { WhatToChange, type WhatToChangeProps } from "./what-to-change";

export interface ResultsTableProps {
  rows: RankedResult[];
  isOpen: (idx: number) => boolean;
  pinOf: (idx: number) => string | null;
  // Carried by every form on the page, so a reload without JavaScript keeps the order.
  keep: Record<string, string>;
  onToggle?: (idx: number) => void;
  onPin?: (idx: number, key: string | null) => void;
  // An image's recommendations and what-if, where the engine offers them to this user.
  changesFor?: (result: ImageResult, label: string) => WhatToChangeProps | null;
}

export const imageLabel = (result: Pick<ImageResult, "input_image_idx">) => imageName(result.input_image_idx);

export function ResultsTable({ rows, isOpen, pinOf, keep, onToggle, onPin, changesFor }: ResultsTableProps) {
  const clickRow = (event: MouseEvent<HTMLTableRowElement>, idx: number) => {
    if (!onToggle || (event.target as HTMLElement).closest("a, button, input, select, form")) return;
    onToggle(idx);
  };
  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full table-fixed divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Results per image</caption>
        <colgroup>
          <col className="w-24 sm:w-[35%]" />
          <col />
          <col />
          <col className="w-16 sm:w-32" />
        </colgroup>
        <thead className="bg-gray-50 text-xs font-semibold uppercase text-gray-600 sm:tracking-wide">
          <tr>
            <th scope="col" className="px-3 py-3 text-start sm:px-4">
              Preview
            </th>
            <th scope="col" className="px-3 py-3 text-start sm:px-4">
              Eye Catchers
            </th>
            <th scope="col" className="px-3 py-3 text-start sm:px-4">
              Overall Score
            </th>
            <th scope="col" className="px-3 py-3 text-end sm:px-4">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map(({ result, rank }) => {
            const idx = result.input_image_idx;
            const open = isOpen(idx);
            const label = imageLabel(result);
            const detailsId = `result-${idx}-details`;
            const changes = open ? changesFor?.(result, label) : null;
            return (
              <Fragment key={idx}>
                <tr
                  id={`result-${idx}`}
                  data-idx={idx}
                  onClick={(event) => clickRow(event, idx)}
                  className={cn("scroll-mt-16", onToggle && "cursor-pointer", open ? "bg-gray-50" : "hover:bg-gray-50")}
                >
                  <td className="px-3 py-3 sm:px-4">
                    <div className="flex items-center gap-3">
                      <img
                        src={result.input_image}
                        alt=""
                        className="h-12 w-16 shrink-0 rounded object-cover ring-1 ring-gray-200 sm:h-16 sm:w-24"
                      />
                      <span className="sr-only font-medium text-gray-900 sm:not-sr-only">{label}</span>
                    </div>
                  </td>
                  <td className="px-3 py-3 tabular-nums text-gray-900 sm:px-4">{result.num_eye_catchers}</td>
                  <td className="px-3 py-3 sm:px-4">
                    <span className="font-semibold tabular-nums text-gray-900">{score(result.overall_score)}</span>
                    <span
                      className="ms-2 inline-flex rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700"
                      title={`Rank ${rank} of ${rows.length}`}
                    >
                      <span aria-hidden="true">#{rank}</span>
                      <span className="sr-only">
                        Rank {rank} of {rows.length}
                      </span>
                    </span>
                  </td>
                  <td className="px-3 py-3 text-end sm:px-4">
                    <form method="get" action={`#result-${idx}`}>
                      {Object.entries(keep).map(([name, value]) => (
                        <input key={name} type="hidden" name={name} value={value} />
                      ))}
                      <button
                        type="submit"
                        name="open"
                        value={open ? "" : String(idx)}
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        aria-label={`${open ? "Collapse" : "Expand"} ${label}`}
                        onClick={(event) => {
                          if (!onToggle) return;
                          event.preventDefault();
                          onToggle(idx);
                        }}
                        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold text-gray-700 ring-1 ring-inset ring-gray-300 hover:bg-gray-100"
                      >
                        <span aria-hidden="true" className="hidden sm:inline">
                          {open ? "Collapse" : "Expand"}
                        </span>
                        <svg
                          viewBox="0 0 20 20"
                          className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
                          fill="currentColor"
                          aria-hidden="true"
                        >
                          <path
                            fillRule="evenodd"
                            d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z"
                            clipRule="evenodd"
                          />
                        </svg>
                      </button>
                    </form>
                  </td>
                </tr>
                {open ? (
                  <tr id={detailsId}>
                    <td colSpan={4} className="px-3 pb-6 pt-2 sm:px-6">
                      <ResultDetails
                        result={result}
                        label={label}
                        pinned={pinOf(idx)}
                        keep={{ ...keep, open: String(idx) }}
                        onPin={onPin ? (key) => onPin(idx, key) : undefined}
                      />
                      {changes ? <WhatToChange {...changes} /> : null}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <RunSize results={rows.map(({ result }) => result)} />
    </div>
  );
}

// What the run's size lets a reader tell apart, once, under the table.
function RunSize({ results }: { results: ImageResult[] }) {
  const viewers = results.find((result) => result.num_viewers !== null)?.num_viewers;
  if (!viewers) return null;
  return (
    <p className="border-t border-gray-100 px-3 py-2 text-xs text-gray-600 sm:px-4" data-testid="run-size">
      {separationNote(viewers)}
    </p>
  );
}
