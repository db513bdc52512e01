import {
  AFFECT_DEFINITIONS,
  type EmotionFidelity,
  emotionFidelityRows,
  type EmotionShares,
  type EyeCatcher,
  PLOT_MAX,
  PLOT_MIN,
  type TimeFigures,
  topEmotions,
} from "@adsight/shared";
import { Circle, Document, Image, Line, Link, Page, Rect, renderToBuffer, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { RISK_VALENCE } from "#src/simulation/results/emotion";
import { EYE_CATCHER_REACH } from "#src/simulation/results/eye-catchers";
import { REPORT_FONT } from "./report-fonts";
import type { EmbeddedImage, ReportImage, ReportModel } from "./report-model";

const COLOURS = {
  brand: "#dc2626",
  brandTint: "#fef2f2",
  ink: "#111827",
  text: "#374151",
  muted: "#6b7280",
  rule: "#e5e7eb",
  panel: "#f9fafb",
  positive: "#059669",
  positiveTint: "#ecfdf5",
  riskTint: "#fef2f2",
};

/** Each image page shows four figures in two rows, sized so that a typical eye-catcher table still fits below. */
const FRAME = { width: 243, height: 152 };
/** The most-reached objects listed on an image page; the rest are in the CSV export. */
const OBJECT_ROWS = 8;
/** Eye catchers in an image's "First look" table: its second page has room for the two heatmaps and these. */
const FIRST_LOOK_ROWS = 18;

// The page names the fonts (report-fonts.ts); every text inherits them. No lineHeight on the page: inherited by the
// footer's `render` text, it drops the footer's first row (react-pdf 4.9).
const styles = StyleSheet.create({
  page: { paddingTop: 44, paddingBottom: 72, paddingHorizontal: 48, fontFamily: REPORT_FONT, fontSize: 9.5, color: COLOURS.text },
  brandRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "center", marginBottom: 6 },
  brand: { fontWeight: "bold", fontSize: 13, color: COLOURS.brand, letterSpacing: 0.5 },
  kicker: { fontSize: 8, color: COLOURS.muted, letterSpacing: 1.2, textTransform: "uppercase" },
  brandRule: { height: 3, backgroundColor: COLOURS.brand, marginBottom: 28 },
  title: { fontWeight: "bold", fontSize: 28, color: COLOURS.ink, lineHeight: 1.15, marginBottom: 6 },
  subtitle: { fontSize: 11, color: COLOURS.muted, marginBottom: 24 },
  h1: { fontWeight: "bold", fontSize: 18, color: COLOURS.ink },
  h2: { fontWeight: "bold", fontSize: 11, color: COLOURS.ink, marginBottom: 8, marginTop: 18 },
  sectionRule: { height: 1, backgroundColor: COLOURS.rule, marginTop: 10, marginBottom: 14 },
  facts: { flexDirection: "row", flexWrap: "wrap", borderTopWidth: 1, borderColor: COLOURS.rule },
  fact: { width: "50%", paddingVertical: 7, paddingRight: 12, borderBottomWidth: 1, borderColor: COLOURS.rule },
  factWide: { width: "100%", paddingVertical: 7, borderBottomWidth: 1, borderColor: COLOURS.rule },
  factLabel: { fontSize: 7.5, color: COLOURS.muted, textTransform: "uppercase", letterSpacing: 0.8, marginBottom: 2 },
  factValue: { fontSize: 10.5, color: COLOURS.ink },
  highlight: {
    flexDirection: "row",
    alignItems: "center",
    backgroundColor: COLOURS.brandTint,
    borderLeftWidth: 3,
    borderColor: COLOURS.brand,
    padding: 12,
    marginTop: 20,
  },
  table: { borderTopWidth: 1, borderColor: COLOURS.ink },
  headRow: { flexDirection: "row", borderBottomWidth: 1, borderColor: COLOURS.ink, paddingVertical: 5 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: COLOURS.rule, paddingVertical: 3, alignItems: "center" },
  marker: { width: 5, height: 5, borderRadius: 2.5, backgroundColor: COLOURS.brand, marginRight: 5 },
  th: { fontWeight: "bold", fontSize: 8, color: COLOURS.ink },
  num: { textAlign: "right" },
  muted: { color: COLOURS.muted },
  bold: { fontWeight: "bold", color: COLOURS.ink },
  tiles: { flexDirection: "row", marginBottom: 2 },
  tile: { flexGrow: 1, flexBasis: 0, backgroundColor: COLOURS.panel, paddingVertical: 6, paddingHorizontal: 10, marginRight: 6 },
  tileLast: { marginRight: 0 },
  tileValue: { fontWeight: "bold", fontSize: 13, color: COLOURS.ink, lineHeight: 1.1 },
  bigScore: { fontWeight: "bold", fontSize: 26, color: COLOURS.brand, lineHeight: 1, marginBottom: 3 },
  tileLabel: { fontSize: 7.5, color: COLOURS.muted, marginTop: 2 },
  figures: { flexDirection: "row", justifyContent: "space-between", marginTop: 10 },
  figure: { width: FRAME.width },
  frame: { width: FRAME.width, height: FRAME.height, backgroundColor: COLOURS.panel, justifyContent: "center", alignItems: "center" },
  caption: { fontSize: 8, color: COLOURS.muted, marginTop: 4, lineHeight: 1.35 },
  captionTitle: { fontWeight: "bold", color: COLOURS.ink },
  bar: { height: 5, backgroundColor: COLOURS.rule, marginTop: 2 },
  barFill: { height: 5, backgroundColor: COLOURS.brand },
  footer: {
    position: "absolute",
    left: 48,
    right: 48,
    bottom: 26,
    borderTopWidth: 0.5,
    borderColor: COLOURS.rule,
    paddingTop: 6,
    fontSize: 7.5,
    color: COLOURS.muted,
  },
  footerRow: { flexDirection: "row", justifyContent: "space-between" },
  link: { color: COLOURS.brand, textDecoration: "none" },
});

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const imageName = (idx: number) => `Image ${idx + 1}`;
/** The overall score as the report prints it (the model gives one decimal). */
export const formatScore = (score: number) => score.toFixed(1);
const percent = (value: number) => `${value.toFixed(1)}%`;
const signed = (value: number) => (value > 0 ? "+" : "") + value.toFixed(2);
/** Milliseconds as seconds with two decimals ("0.85 s"). */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const firstLook = (time: TimeFigures) => (time.first_look_ms ? seconds(time.first_look_ms.median) : "—");

function period(startDate: string, endDate: string): string {
  const day = (iso: string) => shortDayFormat.format(new Date(`${iso}T00:00:00Z`));
  return `${day(startDate)} – ${day(endDate)}`;
}

/** Images by overall score, best first; ties keep input order. */
export function ranked(images: ReportImage[]): ReportImage[] {
  return [...images].sort((a, b) => b.scores.overall_score - a.scores.overall_score || a.idx - b.idx);
}

export function renderReport(model: ReportModel): Promise<Buffer> {
  return renderToBuffer(<ReportDocument model={model} />);
}

function ReportDocument({ model }: { model: ReportModel }) {
  const footer = <Footer model={model} />;
  return (
    <Document
      title={`${model.campaign.name} – audience simulation report`}
      author={model.productName}
      creator={model.productName}
      producer={model.productName}
    >
      <CoverPage model={model} footer={footer} />
      {model.images.map((image) => (
        <ImagePage key={image.idx} image={image} footer={footer} />
      ))}
      <RankingPage model={model} footer={footer} />
      <SameAreasPage model={model} footer={footer} />
      <TrustPage model={model} footer={footer} />
      <ReadingGuidePage model={model} footer={footer} />
    </Document>
  );
}

function Footer({ model }: { model: ReportModel }) {
  return (
    <View style={styles.footer} fixed>
      <View style={styles.footerRow}>
        <Text style={{ flex: 1 }}>{`${model.productName} · Audience simulation report · ${model.campaign.name}`}</Text>
        <Text style={{ textAlign: "right" }} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
      <Text style={{ marginTop: 2 }}>
        Simulated, not measured: how closely the model matches real eye tracking is published at{" "}
        <Link src={model.accuracyUrl} style={styles.link}>
          {model.accuracyUrl}
        </Link>
      </Text>
    </View>
  );
}

function BrandHeader({ productName, kicker }: { productName: string; kicker: string }) {
  return (
    <>
      <View style={styles.brandRow}>
        <Text style={styles.brand}>{productName}</Text>
        <Text style={styles.kicker}>{kicker}</Text>
      </View>
      <View style={styles.brandRule} />
    </>
  );
}

function CoverPage({ model, footer }: { model: ReportModel; footer: ReactNode }) {
  const { campaign } = model;
  const best = ranked(model.images)[0];
  const scale =
    campaign.viewersPerImage === null
      ? `${campaign.scale}`
      : `${campaign.scale} (${campaign.viewersPerImage.toLocaleString("en-US")} simulated viewers per image)`;
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="Audience simulation report" />
      <Text style={styles.title}>{campaign.name}</Text>
      <Text style={styles.subtitle}>
        {model.images.length} {model.images.length === 1 ? "creative" : "creatives"} simulated on {dayFormat.format(campaign.simulatedAt)}
      </Text>

      <View style={styles.facts}>
        <Fact wide label="Audience" value={campaign.audience || "—"} />
        <Fact label="Location" value={campaign.location || "—"} />
        <Fact label="Campaign period" value={period(campaign.startDate, campaign.endDate)} />
        <Fact label="Scale" value={scale} />
        <Fact label="Report date" value={dayFormat.format(model.generatedAt)} />
      </View>

      {best && (
        <View style={styles.highlight} wrap={false}>
          <Image src={best.thumbnail} style={{ width: 72, height: 54, objectFit: "cover", marginRight: 12 }} />
          <View style={{ flexGrow: 1 }}>
            <Text style={styles.kicker}>Top-scoring creative</Text>
            <Text style={{ fontWeight: "bold", fontSize: 13, color: COLOURS.ink, marginTop: 2 }}>{imageName(best.idx)}</Text>
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text style={[styles.bigScore, { fontSize: 22 }]}>{formatScore(best.scores.overall_score)}</Text>
            <Text style={styles.tileLabel}>Overall Score (0–100)</Text>
          </View>
        </View>
      )}

      <Text style={styles.h2}>Audience setup</Text>
      <AudienceTable categories={campaign.categories} />
      {footer}
    </Page>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <View style={wide ? styles.factWide : styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue}>{value}</Text>
    </View>
  );
}

/** One small table per category, two to a row, so a typical setup fits on the cover. */
function AudienceTable({ categories }: { categories: ReportModel["campaign"]["categories"] }) {
  const entries = Object.entries(categories);
  if (entries.length === 0) return <Text style={styles.muted}>No audience segments: every viewer follows the neutral baseline.</Text>;
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" }}>
      {entries.map(([category, { values }]) => (
        <View key={category} style={{ width: "48%", marginBottom: 8 }} wrap={false}>
          <View style={[styles.headRow, { borderTopWidth: 1, borderColor: COLOURS.ink, paddingVertical: 4 }]}>
            <Text style={[styles.th, { width: "60%" }]}>{category}</Text>
            <Text style={[styles.th, styles.num, { width: "15%" }]}>Share</Text>
          </View>
          {Object.entries(values).map(([label, share]) => (
            <View key={label} style={[styles.row, { paddingVertical: 1.5 }]}>
              <Text style={{ width: "60%" }}>{label}</Text>
              <Text style={[styles.num, { width: "15%" }]}>{Math.round(share * 100)}%</Text>
              <View style={{ width: "25%", paddingLeft: 8 }}>
                <View style={styles.bar}>
                  <View style={[styles.barFill, { width: `${Math.round(share * 100)}%` }]} />
                </View>
              </View>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

function ImagePage({ image, footer }: { image: ReportImage; footer: ReactNode }) {
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
          <Text style={styles.tileLabel}>Overall Score (0–100)</Text>
        </View>
      </View>
      <View style={styles.sectionRule} />

      <View style={styles.tiles}>
        <Tile value={String(scores.num_eye_catchers)} label="Eye Catchers" />
        <Tile value={percent(scores.emo_approach_score)} label="Positive Energy" />
        <Tile value={percent(scores.emo_risk_score)} label="Emotional Risk" />
        <Tile value={signed(scores.emo_valence)} label="Valence" />
        <Tile value={signed(scores.emo_arousal)} label="Arousal" last />
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
              <Text style={[styles.th, { width: "34%" }]}>Object</Text>
              <Text style={[styles.th, styles.num, { width: "22%" }]}>Reach Score</Text>
              <Text style={[styles.th, styles.num, { width: "22%" }]}>Attention Share</Text>
              <Text style={[styles.th, styles.num, { width: "22%" }]}>Efficiency</Text>
            </View>
            {objects.map((name) => {
              const catcher = scores.aoi_reach_scores[name] >= EYE_CATCHER_REACH;
              return (
                <View key={name} style={styles.row} wrap={false}>
                  <View style={{ width: "34%", flexDirection: "row", alignItems: "center" }}>
                    <View style={[styles.marker, catcher ? {} : { backgroundColor: "transparent" }]} />
                    <Text style={catcher ? styles.bold : {}}>{name}</Text>
                  </View>
                  <Text style={[styles.num, { width: "22%" }]}>{percent(scores.aoi_reach_scores[name])}</Text>
                  <Text style={[styles.num, { width: "22%" }]}>{percent(scores.aoi_attention_shares[name] ?? 0)}</Text>
                  <Text style={[styles.num, { width: "22%" }]}>{(scores.aoi_efficiency[name] ?? 0).toFixed(2)}×</Text>
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

/** The image's second page: where the eyes go first (the time-sliced heatmaps) and when each eye catcher is first seen. */
function FirstLook({ image }: { image: ReportImage }) {
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
              <Text style={[styles.num, { width: "14%" }]}>{percent(eyeCatcher.time.seen_1s)}</Text>
              <Text style={[styles.num, { width: "14%" }]}>{percent(eyeCatcher.time.seen_3s)}</Text>
              <Text style={[styles.num, { width: "18%" }]}>{firstLook(eyeCatcher.time)}</Text>
              <Text style={[styles.num, { width: "14%" }]}>{seconds(eyeCatcher.time.dwell_ms)}</Text>
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
        the viewers who looked; dwell is the mean viewing time per viewer.
      </Text>
    </View>
  );
}

function FigureOrNote({ image, title, note }: { image: EmbeddedImage | null; title: string; note: string }) {
  if (image) return <Figure image={image} title={title} note={note} />;
  return (
    <View style={[styles.figure, styles.frame]}>
      <Text style={styles.muted}>No {title.toLowerCase()} heatmap for this simulation</Text>
    </View>
  );
}

function Tile({ value, label, last = false }: { value: string; label: string; last?: boolean }) {
  return (
    <View style={[styles.tile, last ? styles.tileLast : {}]}>
      <Text style={styles.tileValue}>{value}</Text>
      <Text style={styles.tileLabel}>{label}</Text>
    </View>
  );
}

/** Fits the image inside the figure frame, keeping its proportions. */
function Figure({ image, title, note }: { image: EmbeddedImage; title: string; note: string }) {
  const fit = Math.min(FRAME.width / image.width, FRAME.height / image.height);
  return (
    <View style={styles.figure}>
      <View style={styles.frame}>
        <Image src={image} style={{ width: image.width * fit, height: image.height * fit }} />
      </View>
      <Text style={styles.caption}>
        <Text style={styles.captionTitle}>{title}</Text> · {note}
      </Text>
    </View>
  );
}

const PLOT = { size: 150, pad: 4 };

/** The valence–arousal plane from −1 to 1, with the Positive Energy and Emotional Risk zones shaded. */
function EmotionPlot({ valence, arousal }: { valence: number; arousal: number }) {
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

/** The emotions most of the audience would name, on one line under the plot of valence and arousal. */
function TopEmotions({ emotions }: { emotions: EmotionShares }) {
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

function RankingPage({ model, footer }: { model: ReportModel; footer: ReactNode }) {
  const order = ranked(model.images);
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="Ranking" />
      <Text style={styles.h1}>Creatives ranked by Overall Score</Text>
      <Text style={[styles.subtitle, { marginTop: 4, marginBottom: 14 }]}>
        Best first. Launch the top-scoring creatives; rework or drop the rest.
      </Text>
      <View style={styles.table}>
        <View style={styles.headRow} fixed>
          <Text style={[styles.th, { width: "8%" }]}>Rank</Text>
          <Text style={[styles.th, { width: "30%" }]}>Creative</Text>
          <Text style={[styles.th, { width: "22%" }]}>Overall Score</Text>
          <Text style={[styles.th, styles.num, { width: "13%" }]}>Eye Catchers</Text>
          <Text style={[styles.th, styles.num, { width: "14%" }]}>Positive Energy</Text>
          <Text style={[styles.th, styles.num, { width: "13%" }]}>Emotional Risk</Text>
        </View>
        {order.map((image, rank) => (
          <View key={image.idx} style={[styles.row, rank === 0 ? { backgroundColor: COLOURS.brandTint } : {}]} wrap={false}>
            <Text style={[styles.bold, { width: "8%", fontSize: 12, paddingLeft: 4, color: rank === 0 ? COLOURS.brand : COLOURS.ink }]}>
              {rank + 1}
            </Text>
            <View style={{ width: "30%", flexDirection: "row", alignItems: "center" }}>
              <Image src={image.thumbnail} style={{ width: 48, height: 36, objectFit: "cover", marginRight: 8 }} />
              <Text style={styles.bold}>{imageName(image.idx)}</Text>
            </View>
            <View style={{ width: "22%", paddingRight: 12 }}>
              <Text style={styles.bold}>{formatScore(image.scores.overall_score)}</Text>
              <View style={styles.bar}>
                <View style={[styles.barFill, { width: `${Math.max(0, Math.min(100, image.scores.overall_score))}%` }]} />
              </View>
            </View>
            <Text style={[styles.num, { width: "13%" }]}>{image.scores.num_eye_catchers}</Text>
            <Text style={[styles.num, { width: "14%" }]}>{percent(image.scores.emo_approach_score)}</Text>
            <Text style={[styles.num, { width: "13%" }]}>{percent(image.scores.emo_risk_score)}</Text>
          </View>
        ))}
      </View>

      {footer}
    </Page>
  );
}

/** The marketer's own areas that several creatives share by name (the logo, each variant's call to action), image by image. */
export function sameAreas(images: ReportImage[]): { name: string; images: { idx: number; eyeCatcher: EyeCatcher }[] }[] {
  const byName = new Map<string, { idx: number; eyeCatcher: EyeCatcher }[]>();
  for (const image of images) {
    for (const eyeCatcher of image.eyeCatchers) {
      if (eyeCatcher.kind !== "custom") continue;
      const key = eyeCatcher.name.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), { idx: image.idx, eyeCatcher }]);
    }
  }
  return [...byName.values()].filter((list) => list.length > 1).map((list) => ({ name: list[0].eyeCatcher.name, images: list }));
}

function SameAreasPage({ model, footer }: { model: ReportModel; footer: ReactNode }) {
  const areas = sameAreas(model.images);
  if (areas.length === 0) return null;
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="Your areas across creatives" />
      <Text style={styles.h1}>The same area on each creative</Text>
      <Text style={[styles.subtitle, { marginTop: 4, marginBottom: 4 }]}>
        Areas you drew with the same name on several creatives, side by side: the earlier and the more viewers see them, the better.
      </Text>
      {areas.map((area) => {
        const best = Math.max(...area.images.map(({ eyeCatcher }) => eyeCatcher.time.seen_1s));
        return (
          <View key={area.name} wrap={false}>
            <Text style={styles.h2}>{area.name}</Text>
            <View style={styles.table}>
              <View style={styles.headRow}>
                <Text style={[styles.th, { width: "30%" }]}>Creative</Text>
                <Text style={[styles.th, styles.num, { width: "17%" }]}>Seen in 1 s</Text>
                <Text style={[styles.th, styles.num, { width: "17%" }]}>Seen in 3 s</Text>
                <Text style={[styles.th, styles.num, { width: "20%" }]}>Time to first look</Text>
                <Text style={[styles.th, styles.num, { width: "16%" }]}>Dwell</Text>
              </View>
              {area.images.map(({ idx, eyeCatcher: { time } }) => (
                <View key={idx} style={[styles.row, time.seen_1s === best ? { backgroundColor: COLOURS.brandTint } : {}]}>
                  <Text style={[styles.bold, { width: "30%", paddingLeft: 4 }]}>{imageName(idx)}</Text>
                  <Text style={[styles.num, { width: "17%" }]}>{percent(time.seen_1s)}</Text>
                  <Text style={[styles.num, { width: "17%" }]}>{percent(time.seen_3s)}</Text>
                  <Text style={[styles.num, { width: "20%" }]}>{firstLook(time)}</Text>
                  <Text style={[styles.num, { width: "16%", paddingRight: 4 }]}>{seconds(time.dwell_ms)}</Text>
                </View>
              ))}
            </View>
          </View>
        );
      })}
      {footer}
    </Page>
  );
}

/** The figures explained, and where the model's accuracy is published: the page a client reads before trusting the rest. */
function ReadingGuidePage({ model, footer }: { model: ReportModel; footer: ReactNode }) {
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="How to read this report" />
      <Text style={styles.h1}>What the figures mean</Text>
      <View style={{ marginTop: 14 }}>
        <Glossary
          term="Overall Score"
          text="0–100. Combines how concentrated attention is, how many viewers' first glances land on an eye catcher, and Positive Energy."
        />
        <Glossary term="Eye Catchers" text={`Objects that at least ${EYE_CATCHER_REACH}% of the simulated viewers looked at.`} />
        <Glossary term="Reach Score" text="Share of viewers who looked at the object at least once." />
        <Glossary term="Attention Share" text="Share of all viewing time spent on the object." />
        <Glossary
          term="Efficiency"
          text="Attention share ÷ the object's share of the image area: 1.00× is attention in proportion to its size."
        />
        <Glossary
          term="Seen in 1 s, 3 s"
          text="Share of all viewers who looked at the area within the first second, the first 3 seconds."
        />
        <Glossary
          term="Time to first look"
          text="How long after the creative appears viewers first look at the area: the median over the viewers who looked."
        />
        <Glossary term="Dwell" text="Viewing time on the area, averaged over all viewers." />
        <Glossary
          term="First second, First 3 seconds"
          text="Heatmaps of where the audience looked in the first second and the first 3 seconds, beside the Full Heatmap of the whole view."
        />
        <Glossary term="Valence" text={AFFECT_DEFINITIONS.valence} />
        <Glossary term="Arousal" text={AFFECT_DEFINITIONS.arousal} />
        <Glossary term="Positive Energy" text={AFFECT_DEFINITIONS.positiveEnergy} />
        <Glossary term="Emotional Risk" text={AFFECT_DEFINITIONS.emotionalRisk} />
        <Glossary term="Emotions" text={AFFECT_DEFINITIONS.emotions} />
      </View>
      <Text style={styles.h2}>Simulated, not measured</Text>
      <Text>
        Every figure comes from a simulated audience built from the campaign&apos;s audience setup: each synthetic viewer looks at the
        creative for about three seconds, following attention patterns fitted to real eye-tracking recordings of photographs and web pages
        and to what people marked as important on ads and posters. The model&apos;s measured agreement with people on each kind of content,
        beside a simple baseline and the agreement between real people, is published at{" "}
        <Link src={model.accuracyUrl} style={styles.link}>
          {model.accuracyUrl}
        </Link>
        , so you can judge how far to trust a heatmap before acting on it.
      </Text>
      {footer}
    </Page>
  );
}

/** The attention model's and the emotion model's agreement with people, as the accuracy page gives it. */
function TrustPage({ model, footer }: { model: ReportModel; footer: ReactNode }) {
  const { attention, emotion } = model.trust;
  const metrics = [
    { name: "AUC-Judd", key: "aucJudd", better: "higher" },
    { name: "NSS", key: "nss", better: "higher" },
    { name: "CC", key: "cc", better: "higher" },
    { name: "KL", key: "kl", better: "lower" },
    { name: "sAUC", key: "sAuc", better: "higher" },
  ] as const;
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="How far to trust the figures" />
      <Text style={styles.h1}>Checked against people</Text>
      <Text style={[styles.h2, { marginTop: 14 }]}>Where the audience looks</Text>
      <Text>
        The simulation ran on {attention.images} photographs from OSIE, a public eye-tracking data set the model never saw while it was
        fitted, with {attention.viewersPerImage.toLocaleString("en-US")} simulated viewers each; their heatmaps are compared with where the
        people in the study looked in their first three seconds, beside a blurred spot in the centre of the image (a centred Gaussian),
        where people tend to look first.
      </Text>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "40%" }]}>Metric</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>{model.productName}</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>Centred Gaussian</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]} />
        </View>
        {metrics.map((metric) => (
          <View key={metric.key} style={styles.row}>
            <Text style={[styles.bold, { width: "40%" }]}>{metric.name}</Text>
            <Text style={[styles.num, styles.bold, { width: "20%" }]}>{attention.model[metric.key].toPrecision(3)}</Text>
            <Text style={[styles.num, { width: "20%" }]}>{attention.centredGaussian[metric.key].toPrecision(3)}</Text>
            <Text style={[styles.num, styles.muted, { width: "20%" }]}>{metric.better} is better</Text>
          </View>
        ))}
      </View>
      {emotion && <EmotionChecks record={emotion} productName={model.productName} />}
      <Text style={{ marginTop: 14 }}>
        What each score means, and the commands that reproduce them:{" "}
        <Link src={model.accuracyUrl} style={styles.link}>
          {model.accuracyUrl}
        </Link>
      </Text>
      {footer}
    </Page>
  );
}

/** The emotion model's agreement with people's ratings. */
function EmotionChecks({ record, productName }: { record: EmotionFidelity; productName: string }) {
  const { affect, emotions } = emotionFidelityRows(record, productName);
  const cell = { width: "12%" };
  return (
    <View wrap={false}>
      <Text style={styles.h2}>How the audience feels</Text>
      <Text>
        The valence and arousal model was fitted on {record.fittedOn.join(" and ")}, rated by people, and checked by {record.folds}-fold
        cross-validation (each image scored by a model fitted without it): the correlation of the audience&apos;s valence and arousal with
        people&apos;s mean ratings (1 is perfect, 0 unrelated), and how often an image people rated clearly pleasant or unpleasant lands on
        the right side of neutral.
      </Text>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "52%" }]}>Checked on</Text>
          <Text style={[styles.th, styles.num, cell]}>Images</Text>
          <Text style={[styles.th, styles.num, cell]}>Valence r</Text>
          <Text style={[styles.th, styles.num, cell]}>Arousal r</Text>
          <Text style={[styles.th, styles.num, cell]}>Right side</Text>
        </View>
        {affect.map((row) => (
          <View key={row.check} style={styles.row}>
            <Text style={{ width: "52%" }}>
              {row.check}
              {row.before && (
                <Text
                  style={styles.muted}
                >{`\nbefore the fitted model: ${row.before.valence} / ${row.before.arousal} / ${row.before.side}`}</Text>
              )}
            </Text>
            <Text style={[styles.num, cell]}>{row.images.toLocaleString("en-US")}</Text>
            <Text style={[styles.num, cell]}>{row.valence}</Text>
            <Text style={[styles.num, cell]}>{row.arousal}</Text>
            <Text style={[styles.num, cell]}>{row.side}</Text>
          </View>
        ))}
      </View>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "55%" }]}>Emotions named, Emotion6 photographs</Text>
          <Text style={[styles.th, styles.num, { width: "25%" }]}>Most named emotion right</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>KL, lower is better</Text>
        </View>
        {emotions.map((row) => (
          <View key={row.predictor} style={styles.row}>
            <Text style={{ width: "55%" }}>{row.predictor}</Text>
            <Text style={[styles.num, { width: "25%" }]}>{row.top1}</Text>
            <Text style={[styles.num, { width: "20%" }]}>{row.kl}</Text>
          </View>
        ))}
      </View>
      <Text style={{ marginTop: 8 }}>
        <Text style={styles.bold}>Not checked on: </Text>
        {record.notCheckedOn}
      </Text>
    </View>
  );
}

function Glossary({ term, text }: { term: string; text: string }) {
  return (
    <View style={{ flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.5, borderColor: COLOURS.rule }}>
      <Text style={[styles.bold, { width: "24%" }]}>{term}</Text>
      <Text style={{ width: "76%" }}>{text}</Text>
    </View>
  );
}
