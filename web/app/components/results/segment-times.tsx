import type { EyeCatcher } from "@adsight/shared";
import { type SegmentTimes as SegmentTimesRow, seconds, segmentTimes, wholePercent } from "~/utils/results-view";
import { type SegmentColumn, SegmentTable } from "./segment-table";

const COLUMNS: SegmentColumn<SegmentTimesRow["labels"][number]>[] = [
  { header: "Seen in 1 s", numeric: true, cell: (row) => wholePercent(row.seen_1s) },
  { header: "Median first look", numeric: true, cell: (row) => seconds(row.first_look_ms) },
];

/** The selected eye catcher's time figures per audience segment. */
export function SegmentTimes({ eyeCatcher }: { eyeCatcher: EyeCatcher }) {
  return (
    <SegmentTable
      testId="segment-times"
      caption="Time figures by audience segment"
      columns={COLUMNS}
      categories={segmentTimes(eyeCatcher)}
    />
  );
}
