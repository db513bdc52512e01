import { type EyeCatcher, formatSeconds, TOO_FEW_VIEWERS, VIEWING_TIME_TEXT } from "@adsight/shared";
import { hasMobileViewers } from "~/utils/results/first-look";
import { type SegmentTimes as SegmentTimesRow, segmentTimes } from "~/utils/results/segments";
import { type SegmentColumn, SegmentTable, ShareCell } from "./segment-table";

const COLUMNS: SegmentColumn<SegmentTimesRow["labels"][number]>[] = [
  { header: "Seen in 1 s", numeric: true, cell: ({ time }) => <ShareCell percent={time.seen_1s} interval={time.intervals?.seen_1s} /> },
  {
    header: "Median first look",
    numeric: true,
    cell: ({ time }) => (time.first_look_ms ? formatSeconds(time.first_look_ms.median) : time.viewers ? TOO_FEW_VIEWERS : "—"),
  },
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
