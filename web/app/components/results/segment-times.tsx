import { type EyeCatcher, formatSeconds, VIEWING_TIME_TEXT } from "@adsight/shared";
import { hasMobileViewers } from "~/utils/results/first-look";
import { wholePercent } from "~/utils/results/format";
import { type SegmentTimes as SegmentTimesRow, segmentTimes } from "~/utils/results/segments";
import { type SegmentColumn, SegmentTable } from "./segment-table";

const COLUMNS: SegmentColumn<SegmentTimesRow["labels"][number]>[] = [
  { header: "Seen in 1 s", numeric: true, cell: (row) => wholePercent(row.seen_1s) },
  { header: "Median first look", numeric: true, cell: (row) => formatSeconds(row.first_look_ms) },
];

export function SegmentTimes({ eyeCatcher }: { eyeCatcher: EyeCatcher }) {
  return (
    <SegmentTable
      testId="segment-times"
      caption="Time figures by audience segment"
      columns={COLUMNS}
      categories={segmentTimes(eyeCatcher)}
      note={hasMobileViewers([eyeCatcher]) ? VIEWING_TIME_TEXT : undefined}
    />
  );
}
