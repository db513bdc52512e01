import { formatBareRange, type Interval, MIN_SEGMENT_VIEWERS, segmentShown, TOO_FEW_VIEWERS } from "@adsight/shared";
import type { ReactNode } from "react";
import { wholePercent } from "~/utils/results/format";
import { ValueWithRange } from "./value-with-range";

export interface SegmentColumn<Row> {
  header: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

export function ShareCell({ percent, interval }: { percent: number; interval: Interval | null | undefined }) {
  return <ValueWithRange value={wholePercent(percent)} range={interval ? formatBareRange(interval, "percent") : ""} />;
}

export interface SegmentCategory<Row> {
  category: string;
  labels: Row[];
}

// A native `<details>`, so it opens without JavaScript. A segment with too few viewers shows its count, not its figures.
export function SegmentTable<Row extends { label: string; viewers: number | null }>({
  testId,
  caption,
  columns,
  categories,
  dense = false,
  note,
}: {
  testId: string;
  caption: string;
  columns: SegmentColumn<Row>[];
  categories: SegmentCategory<Row>[];
  dense?: boolean;
  note?: string;
}) {
  if (categories.length === 0) return null;
  const pad = dense ? "px-2" : "px-3";
  return (
    <details className={`mt-3 rounded-md ring-1 ring-inset ring-gray-200${dense ? " max-w-md" : ""}`} data-testid={testId}>
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50">By segment</summary>
      <p className="px-3 text-xs text-gray-600">Figures are shown for segments of at least {MIN_SEGMENT_VIEWERS} viewers.</p>
      <table className="mb-2 w-full text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-gray-600">
          <tr>
            <th scope="col" className={`${pad} py-1 text-start font-medium`}>
              Segment
            </th>
            <th scope="col" className={`${pad} py-1 text-end font-medium`}>
              Viewers
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${pad} py-1 font-medium ${column.numeric ? "text-end" : "text-start"}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {categories.map(({ category, labels }) => (
          <tbody key={category}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={columns.length + 2}
                className={`bg-gray-50 ${pad} pb-1 pt-2 text-start font-semibold text-gray-700`}
              >
                {category}
              </th>
            </tr>
            {labels.map((row) => (
              <tr key={row.label} className="border-t border-gray-100 first:border-t-0">
                <th scope="row" className={`break-words ${pad} py-1 text-start font-normal text-gray-900`}>
                  {row.label}
                </th>
                <td className={`${pad} py-1 text-end tabular-nums text-gray-600`}>{row.viewers?.toLocaleString("en-US") ?? "—"}</td>
                {segmentShown(row.viewers) ? (
                  columns.map((column) => (
                    <td key={column.header} className={`${pad} py-1 tabular-nums ${column.numeric ? "text-end" : "whitespace-nowrap"}`}>
                      {column.cell(row)}
                    </td>
                  ))
                ) : (
                  <td colSpan={columns.length} className={`${pad} py-1 text-end text-gray-600`} data-withheld="">
                    {TOO_FEW_VIEWERS}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {note ? <p className={`mb-2 ${pad} text-xs text-gray-600`}>{note}</p> : null}
    </details>
  );
}
