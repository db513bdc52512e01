import { shortened, tickSeconds } from "@adsight/shared";
import { Line, Polygon, Polyline, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { COLOURS, styles } from "./styles";

// The page's width inside its margins.
const WIDTH = 499;
const AXIS = 30;
const PLOT_WIDTH = WIDTH - AXIS;
const LEGEND_CHARACTERS = 30;

export const SERIES_COLOURS = [COLOURS.brand, "#2563eb", COLOURS.positive, "#d97706", "#7c3aed"];

export interface Series {
  name: string;
  colour: string;
  /** One value a second. */
  values: number[];
  /** Where a second's value is plotted: a figure of the whole second at its middle, a count so far at its end. */
  at?: "middle" | "end";
  area?: boolean;
}

interface ChartProps {
  title: string;
  note: string;
  durationMs: number;
  cutsMs: number[];
  series: Series[];
  min: number;
  max: number;
  yLabels: { value: number; label: string }[];
  height: number;
  legend?: boolean;
}

/**
 * The x axis is the clip's length; the last second may be short. A line of figures per second runs on flat to both
 * ends, so even a one-second clip draws one; a count so far starts at 0. Dashed lines mark the scene cuts.
 */
export function TimelineChart({ title, note, durationMs, cutsMs, series, min, max, yLabels, height, legend = true }: ChartProps) {
  const length = Math.max(durationMs / 1000, 0.1);
  const x = (second: number) => (Math.min(second, length) / length) * PLOT_WIDTH;
  const y = (value: number) => height - ((Math.max(min, Math.min(max, value)) - min) / (max - min)) * height;
  const line = ({ values, at = "middle" }: Series) =>
    (at === "end"
      ? [[0, 0], ...values.map((value, second) => [x(second + 1), value])]
      : [
          [0, values[0]],
          ...values.map((value, second) => [(x(second) + x(second + 1)) / 2, value]),
          [PLOT_WIDTH, values[values.length - 1]],
        ]
    ).map(([px, value]) => [px, y(value)]);
  const ticks = tickSeconds(length);
  const points = (coordinates: number[][]) => coordinates.map(([px, py]) => `${px.toFixed(2)},${py.toFixed(2)}`).join(" ");
  return (
    <View style={{ marginTop: 12 }} wrap={false}>
      <Text style={[styles.caption, { marginTop: 0, marginBottom: 4 }]}>
        <Text style={styles.captionTitle}>{title}</Text> · {note}
      </Text>
      <View style={{ flexDirection: "row" }}>
        <View style={{ width: AXIS, height, position: "relative" }}>
          {yLabels.map(({ value, label }) => (
            <Text key={label} style={[styles.caption, { position: "absolute", right: 4, top: y(value) - 5, marginTop: 0, fontSize: 7 }]}>
              {label}
            </Text>
          ))}
        </View>
        <Svg width={PLOT_WIDTH} height={height} viewBox={`0 0 ${PLOT_WIDTH} ${height}`}>
          <Rect x={0} y={0} width={PLOT_WIDTH} height={height} fill={COLOURS.panel} />
          {yLabels.map(({ value, label }) => (
            <Line key={label} x1={0} y1={y(value)} x2={PLOT_WIDTH} y2={y(value)} stroke={COLOURS.rule} strokeWidth={0.5} />
          ))}
          {cutsMs.map((cut) => (
            <Line
              key={cut}
              x1={x(cut / 1000)}
              y1={0}
              x2={x(cut / 1000)}
              y2={height}
              stroke={COLOURS.muted}
              strokeWidth={0.6}
              strokeDasharray="2,2"
            />
          ))}
          {series
            .filter((s) => s.area && s.values.length > 0)
            .map((s) => (
              <Polygon
                key={`${s.name}-area`}
                points={points([[0, height], ...line(s), [PLOT_WIDTH, height]])}
                fill={s.colour}
                fillOpacity={0.15}
              />
            ))}
          {series
            .filter((s) => s.values.length > 0)
            .map((s) => (
              <Polyline key={s.name} points={points(line(s))} fill="none" stroke={s.colour} strokeWidth={1.25} strokeLinejoin="round" />
            ))}
          <Rect x={0} y={0} width={PLOT_WIDTH} height={height} stroke={COLOURS.muted} strokeWidth={0.5} fill="none" />
        </Svg>
      </View>
      <View style={{ marginLeft: AXIS, width: PLOT_WIDTH, height: 10, position: "relative" }}>
        {ticks.map((tick) => (
          <Text
            key={tick}
            style={[
              styles.caption,
              { position: "absolute", top: 0, width: 30, fontSize: 7, marginTop: 1 },
              tick === 0
                ? { left: 0 }
                : x(tick) > PLOT_WIDTH - 15
                  ? { right: 0, textAlign: "right" }
                  : { left: x(tick) - 15, textAlign: "center" },
            ]}
          >
            {`${tick} s`}
          </Text>
        ))}
      </View>
      {legend && (
        <View style={{ flexDirection: "row", flexWrap: "wrap", marginLeft: AXIS, marginTop: 3 }}>
          {series.map((s) => (
            <View key={s.name} style={{ flexDirection: "row", alignItems: "center", marginRight: 12, marginTop: 2 }}>
              <View style={{ width: 10, height: 2, backgroundColor: s.colour, marginRight: 4 }} />
              <Text style={{ fontSize: 7.5 }}>{shortened(s.name, LEGEND_CHARACTERS)}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}
