import { formatPercentRange, formatSeconds, formatSecondsRange, MIN_VIEWERS_FOR_TIME, TOO_FEW_VIEWERS } from "@adsight/shared";
import { Text, View } from "@react-pdf/renderer";
import type { ReportImage } from "#src/modules/reports/report-model";
import { imageName, percent } from "./format";
import { FigureOrNote, NumCell } from "./parts";
import { styles } from "./styles";

// The page's room below the two heatmaps.
const FIRST_LOOK_ROWS = 18;

export function FirstLook({ image }: { image: ReportImage }) {
  const rows = image.eyeCatchers.slice(0, FIRST_LOOK_ROWS);
  const left = image.eyeCatchers.length - rows.length;
  return (
    <View break>
      <Text style={styles.kicker}>Creative · first look</Text>
      <Text style={styles.h1}>{imageName(image.idx)}</Text>
      <View style={styles.sectionRule} />
      <View style={styles.figures}>
        <FigureOrNote image={image.firstSecond} title="First second" note="where the audience looked in the first second" />
        <FigureOrNote image={image.firstThreeSeconds} title="First 3 seconds" note="where the audience looked in the first 3 seconds" />
      </View>
      <Text style={styles.h2} minPresenceAhead={60}>
        First look
      </Text>
      {image.eyeCatchers.length === 0 ? (
        <Text style={styles.muted}>Viewing times were not computed for this simulation; run it again to get them.</Text>
      ) : (
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={[styles.th, { width: "40%" }]}>Eye catcher</Text>
            <Text style={[styles.th, styles.num, { width: "14%" }]}>Seen in 1 s</Text>
            <Text style={[styles.th, styles.num, { width: "14%" }]}>Seen in 3 s</Text>
            <Text style={[styles.th, styles.num, { width: "18%" }]}>Time to first look</Text>
            <Text style={[styles.th, styles.num, { width: "14%" }]}>Dwell</Text>
          </View>
          {rows.map((eyeCatcher) => (
            <View key={eyeCatcher.name} style={styles.row} wrap={false}>
              <Text style={{ width: "40%" }}>
                <Text style={eyeCatcher.kind === "custom" ? styles.bold : {}}>{eyeCatcher.name}</Text>
                <Text style={styles.muted}> · {eyeCatcher.kind === "custom" ? "your area" : eyeCatcher.kind}</Text>
              </Text>
              <NumCell
                width="14%"
                value={percent(eyeCatcher.time.seen_1s)}
                range={formatPercentRange(eyeCatcher.time.intervals?.seen_1s)}
              />
              <NumCell
                width="14%"
                value={percent(eyeCatcher.time.seen_3s)}
                range={formatPercentRange(eyeCatcher.time.intervals?.seen_3s)}
              />
              <NumCell
                width="18%"
                value={
                  eyeCatcher.time.first_look_ms || !eyeCatcher.time.viewers
                    ? formatSeconds(eyeCatcher.time.first_look_ms?.median)
                    : TOO_FEW_VIEWERS
                }
                range={formatSecondsRange(eyeCatcher.time.intervals?.first_look_ms)}
              />
              <NumCell
                width="14%"
                value={formatSeconds(eyeCatcher.time.dwell_ms)}
                range={formatSecondsRange(eyeCatcher.time.intervals?.dwell_ms)}
              />
            </View>
          ))}
          {left > 0 && (
            <Text style={[styles.caption, { marginTop: 3 }]}>
              {left} more {left === 1 ? "area" : "areas"} with less attention: every area is in the results CSV.
            </Text>
          )}
        </View>
      )}
      <Text style={[styles.caption, { marginTop: 6 }]}>
        Your own areas first, then by Attention Share. Seen in 1 s and 3 s are shares of all viewers; time to first look is the median over
        the viewers who looked, given from {MIN_VIEWERS_FOR_TIME} of them; dwell is the mean viewing time per viewer. In brackets, each
        figure's 90 % interval.
      </Text>
    </View>
  );
}
