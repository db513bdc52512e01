import { Page, Text, View } from "@react-pdf/renderer";
import {
  formatEfficiency,
  formatLabel,
  formatPercentRange,
  formatScoreRange,
  type Interval,
  shortened,
  viewersBasis,
} from "@adsight/shared";
import type { ReactNode } from "react";
import { EYE_CATCHER_REACH } from "#src/simulation/results/eye-catchers";
import type { ReportImage } from "#src/modules/reports/report-model";
import { EmotionPlot, TopEmotions } from "./emotion-plot";
import { FirstLook } from "./first-look";
import { formatScore, imageName, percent, signed } from "./format";
import { Figure, NumCell, Tile } from "./parts";
import { styles } from "./styles";

// The rest are in the CSV export.
const OBJECT_ROWS = 8;
const NAME_CHARACTERS = 38; // one line a row, so eight rows and the legend fit the page; the CSV holds whole names

export function ImagePage({ image, footer }: { image: ReportImage; footer: ReactNode }) {
  const { scores } = image;
  const allObjects = Object.keys(scores.aoi_reach_scores).sort(
    (a, b) => scores.aoi_reach_scores[b] - scores.aoi_reach_scores[a] || a.localeCompare(b),
  );
  const objects = allObjects.slice(0, OBJECT_ROWS);
  const left = allObjects.length - objects.length;
  return (
    <Page size="A4" style={styles.page}>
      <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end" }}>
        <View>
          <Text style={styles.kicker}>Creative</Text>
          <Text style={styles.h1}>{imageName(image.idx)}</Text>
        </View>
        <View style={{ alignItems: "flex-end" }}>
          <Text style={styles.bigScore}>{formatScore(scores.overall_score)}</Text>
          <Text style={styles.tileLabel}>
            Overall Score (0–100)
            {scores.overall_score_interval && ` (${formatScoreRange(scores.overall_score_interval)})`}
            {scores.norm_set &&
              scores.overall_percentile !== null &&
              ` · beats ${Math.round(scores.overall_percentile)}% of ${scores.norm_set.size} ${scores.norm_set.name}`}
            {scores.creative_format &&
              ` · format: ${formatLabel(scores.creative_format).toLowerCase()} (${scores.creative_format_source === "chosen" ? "chosen" : "guessed"})`}
            {scores.num_viewers !== null && ` · ${viewersBasis(scores.num_viewers)}`}
          </Text>
        </View>
      </View>
      <View style={styles.sectionRule} />

      <View style={styles.tiles}>
        <Tile
          value={String(scores.num_eye_catchers)}
          range={`of ${image.eyeCatchers.length || allObjects.length} listed`}
          label="Eye Catchers"
        />
        <Tile
          value={percent(scores.emo_approach_score)}
          range={formatPercentRange(scores.emo_approach_score_interval)}
          label="Positive Energy"
        />
        <Tile value={percent(scores.emo_risk_score)} range={formatPercentRange(scores.emo_risk_score_interval)} label="Emotional Risk" />
        {scores.clarity_score !== null && scores.appeal_score !== null ? (
          <>
            <Tile
              value={formatScore(scores.clarity_score)}
              range={formatScoreRange(scores.clarity_score_interval)}
              label={beats("Clarity", scores.clarity_percentile)}
            />
            <Tile
              value={formatScore(scores.appeal_score)}
              range={formatScoreRange(scores.appeal_score_interval)}
              label={beats("Appeal", scores.appeal_percentile)}
              last
            />
          </>
        ) : (
          <>
            <Tile value={signed(scores.emo_valence)} range={signedRange(scores.emo_valence_interval)} label="Valence" />
            <Tile value={signed(scores.emo_arousal)} range={signedRange(scores.emo_arousal_interval)} label="Arousal" last />
          </>
        )}
      </View>

      <View style={styles.figures}>
        <Figure image={image.picture} title="Creative" note="as uploaded" />
        <Figure image={image.heatmap} title="Full Heatmap" note="where the audience looked; red is most" />
      </View>
      <View style={styles.figures} wrap={false}>
        {image.scanpath ? (
          <Figure image={image.scanpath} title="Main track" note="the most typical path of the eyes, in order" />
        ) : (
          <View style={[styles.figure, styles.frame]}>
            <Text style={styles.muted}>No typical scanpath for this image</Text>
          </View>
        )}
        <EmotionPlot valence={scores.emo_valence} arousal={scores.emo_arousal} />
      </View>
      {image.emotions && <TopEmotions emotions={image.emotions} />}

      <View>
        <Text style={styles.h2} minPresenceAhead={60}>
          Eye catchers
        </Text>
        {objects.length === 0 ? (
          <Text style={styles.muted}>The model found no distinct objects in this image.</Text>
        ) : (
          <View style={styles.table}>
            <View style={styles.headRow} fixed>
              <Text style={[styles.th, { width: "46%" }]}>Object</Text>
              <Text style={[styles.th, styles.num, { width: "18%" }]}>Reach Score</Text>
              <Text style={[styles.th, styles.num, { width: "18%" }]}>Attention Share</Text>
              <Text style={[styles.th, styles.num, { width: "18%" }]}>Efficiency</Text>
            </View>
            {objects.map((name) => {
              const catcher = scores.aoi_reach_scores[name] >= EYE_CATCHER_REACH;
              return (
                <View key={name} style={styles.row} wrap={false}>
                  <View style={{ width: "46%", flexDirection: "row", alignItems: "center" }}>
                    <View style={[styles.marker, catcher ? {} : { backgroundColor: "transparent" }]} />
                    <Text style={catcher ? styles.bold : {}}>{shortened(name, NAME_CHARACTERS)}</Text>
                  </View>
                  <NumCell
                    width="18%"
                    value={percent(scores.aoi_reach_scores[name])}
                    range={formatPercentRange(scores.aoi_reach_intervals?.[name])}
                  />
                  <NumCell
                    width="18%"
                    value={percent(scores.aoi_attention_shares[name] ?? 0)}
                    range={formatPercentRange(scores.aoi_attention_shares_intervals?.[name])}
                  />
                  <Text style={[styles.num, { width: "18%" }]}>{formatEfficiency(scores.aoi_efficiency[name] ?? 0)}</Text>
                </View>
              );
            })}
            {left > 0 && (
              <Text style={[styles.caption, { marginTop: 3 }]}>
                {left} more {left === 1 ? "object" : "objects"}, each reached by fewer viewers: every object is in the results CSV.
              </Text>
            )}
          </View>
        )}
        <View style={{ flexDirection: "row", alignItems: "flex-start", marginTop: 6 }} wrap={false}>
          <View style={[styles.marker, { marginTop: 2 }]} />
          <Text style={[styles.caption, { marginTop: 0, flex: 1 }]}>
            Eye catcher: reached by at least {EYE_CATCHER_REACH}% of viewers. Reach Score, Attention Share and Efficiency are explained on
            the last page.
          </Text>
        </View>
      </View>
      <FirstLook image={image} />
      {footer}
    </Page>
  );
}

const beats = (label: string, percentile: number | null) => (percentile === null ? label : `${label} (beats ${Math.round(percentile)}%)`);

// A mean's bootstrap interval is near symmetric: its half-width reads shorter than two signed bounds.
const signedRange = (interval: Interval | null) => (interval ? `± ${((interval[1] - interval[0]) / 2).toFixed(2)}` : undefined);
