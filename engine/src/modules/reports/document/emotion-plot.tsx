import { type EmotionShares, PLOT_MAX, PLOT_MIN, topEmotions } from "@adsight/shared";
import { Circle, Line, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { RISK_VALENCE } from "#src/simulation/results/emotion";
import { percent } from "./format";
import { COLOURS, styles } from "./styles";

const PLOT = { size: 150, pad: 4 };

export function EmotionPlot({ valence, arousal }: { valence: number; arousal: number }) {
  const inner = PLOT.size - 2 * PLOT.pad;
  const at = (value: number) => PLOT.pad + ((value - PLOT_MIN) / (PLOT_MAX - PLOT_MIN)) * inner;
  const x = at(Math.max(PLOT_MIN, Math.min(PLOT_MAX, valence)));
  const y = PLOT.size - at(Math.max(PLOT_MIN, Math.min(PLOT_MAX, arousal)));
  const middle = at(0);
  const grid = [-0.5, 0.5].map(at);
  return (
    <View style={styles.figure}>
      <View style={[styles.frame, { backgroundColor: "#ffffff", borderWidth: 0.5, borderColor: COLOURS.rule }]}>
        <Text style={[styles.caption, { marginTop: 0, marginBottom: 2 }]}>Excited / High energy</Text>
        <Svg width={PLOT.size} height={PLOT.size} viewBox={`0 0 ${PLOT.size} ${PLOT.size}`}>
          <Rect x={PLOT.pad} y={PLOT.pad} width={inner} height={inner} fill={COLOURS.panel} />
          <Rect x={middle} y={PLOT.pad} width={PLOT.pad + inner - middle} height={middle - PLOT.pad} fill={COLOURS.positiveTint} />
          <Rect x={PLOT.pad} y={PLOT.pad} width={at(RISK_VALENCE) - PLOT.pad} height={inner} fill={COLOURS.riskTint} />
          {grid.map((position) => (
            <Line
              key={`v${position}`}
              x1={position}
              y1={PLOT.pad}
              x2={position}
              y2={PLOT.pad + inner}
              stroke={COLOURS.rule}
              strokeWidth={0.5}
            />
          ))}
          {grid.map((position) => (
            <Line
              key={`h${position}`}
              x1={PLOT.pad}
              y1={position}
              x2={PLOT.pad + inner}
              y2={position}
              stroke={COLOURS.rule}
              strokeWidth={0.5}
            />
          ))}
          <Line x1={middle} y1={PLOT.pad} x2={middle} y2={PLOT.pad + inner} stroke={COLOURS.muted} strokeWidth={0.75} />
          <Line x1={PLOT.pad} y1={middle} x2={PLOT.pad + inner} y2={middle} stroke={COLOURS.muted} strokeWidth={0.75} />
          <Rect x={PLOT.pad} y={PLOT.pad} width={inner} height={inner} stroke={COLOURS.muted} strokeWidth={0.5} fill="none" />
          <Circle cx={x} cy={y} r={5} fill={COLOURS.brand} stroke="#ffffff" strokeWidth={1.5} />
        </Svg>
        <View style={{ flexDirection: "row", justifyContent: "space-between", width: 230, marginTop: 2 }}>
          <Text style={[styles.caption, { marginTop: 0 }]}>Unpleasant</Text>
          <Text style={[styles.caption, { marginTop: 0 }]}>Calm / Low energy</Text>
          <Text style={[styles.caption, { marginTop: 0 }]}>Pleasant</Text>
        </View>
      </View>
      <Text style={styles.caption}>
        <Text style={styles.captionTitle}>Emotional Response</Text> · valence {valence.toFixed(2)}, arousal {arousal.toFixed(2)}; green:
        Positive Energy zone, red: Emotional Risk zone
      </Text>
    </View>
  );
}

export function TopEmotions({ emotions }: { emotions: EmotionShares }) {
  return (
    <View style={{ flexDirection: "row", alignItems: "center", marginTop: 6 }} wrap={false}>
      <Text style={[styles.kicker, { width: 90 }]}>Top emotions</Text>
      {topEmotions(emotions).map((emotion) => (
        <View key={emotion.name} style={{ flexDirection: "row", alignItems: "center", flexGrow: 1, flexBasis: 0 }}>
          <Text style={[styles.bold, { width: 52 }]}>{emotion.label}</Text>
          <Text style={{ width: 34 }}>{percent(emotion.share * 100)}</Text>
          <View style={[styles.bar, { width: 44, marginTop: 0, marginRight: 12 }]}>
            <View style={[styles.barFill, { width: `${Math.round(emotion.share * 100)}%` }]} />
          </View>
        </View>
      ))}
    </View>
  );
}
