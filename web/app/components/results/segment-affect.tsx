import type { ImageResult } from "@adsight/shared";
import { sharePercent } from "~/utils/results/format";
import { type SegmentAffectRow, segmentAffect } from "~/utils/results/segments";
import { type SegmentColumn, SegmentTable, ShareCell } from "./segment-table";

const COLUMNS: SegmentColumn<SegmentAffectRow>[] = [
  {
    header: "Positive Energy",
    numeric: true,
    cell: (row) => <ShareCell percent={row.approach} interval={row.intervals?.emo_approach_score} />,
  },
  { header: "Emotional Risk", numeric: true, cell: (row) => <ShareCell percent={row.risk} interval={row.intervals?.emo_risk_score} /> },
  { header: "Top emotion", cell: (row) => `${row.emotion.label} ${sharePercent(row.emotion.share)}` },
];

export function SegmentAffect({ result }: { result: ImageResult }) {
  return (
    <SegmentTable
      testId="segment-affect"
      caption="Emotional response by audience segment"
      columns={COLUMNS}
      categories={segmentAffect(result)}
      dense
    />
  );
}
