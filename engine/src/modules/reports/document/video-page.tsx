import {
  chartEyeCatchers,
  clarityDriversText,
  formatCount,
  formatPercentRange,
  formatScore,
  formatScoreRange,
  KEY_FRAME_REASON_LABELS,
  MIN_VIEWERS_FOR_TIME,
  onScreenBy,
  SEEN_BY_SECOND,
  seenBy,
  seenByInterval,
  shareScaleMax,
  shortened,
  TOO_FEW_VIEWERS,
  type VideoEyeCatcher,
} from "@adsight/shared";
import { Image, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { ReportVideo } from "#src/modules/reports/report-model";
import { clipClock, percent, signed, videoName } from "./format";
import { SERIES_COLOURS, type Series, TimelineChart } from "./timeline-chart";
import { COLOURS, styles } from "./styles";
import { NumCell, Tile } from "./parts";

const CONTENT_WIDTH = 499;
const GAP = 8;
const EYE_CATCHER_ROWS = 12;
// Measured on the rendered page (pt): the room for stills and table rows under the tiles, a still's caption and gap,
// a table row. The table keeps to the first page unless the stills leave it no room for a few rows.
const FIRST_PAGE_ROOM = 455;
const STILL_EXTRA = 21;
const ROW_PITCH = 17.6;
const FEWEST_ROWS = 4;
export const NAME_CHARACTERS = 26;

export function VideoPage({ video, footer }: { video: ReportVideo; footer: ReactNode }) {
  const { figures } = video;
  const stills = stillsLayout(video);
  const fit = Math.floor(
    (FIRST_PAGE_ROOM - Math.ceil(video.keyFrames.length / stills.columns) * (stills.height + STILL_EXTRA)) / ROW_PITCH,
  );
  return (
    <Page size="A4" style={styles.page}>
      <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end" }}>
        <View>
          <Text style={styles.kicker}>Creative · video</Text>
          <Text style={styles.h1}>{videoName(video.idx)}</Text>
        </View>
        <Image src={video.poster} style={{ height: 44, width: (44 * video.poster.width) / video.poster.height }} />
      </View>
      <View style={styles.sectionRule} />
      <View style={styles.tiles}>
        <Tile value={clipClock(figures.duration_ms)} label="Length" />
        <Tile value={formatCount(figures.num_viewers)} label="Viewers" />
        <Tile value={String(figures.scene_cuts_ms.length)} label="Scene cuts" />
        <Tile value={String(figures.frames_analysed)} label="Frames analysed" />
        <Tile value={String(figures.eye_catchers.length)} label="Eye catchers" last={figures.clarity_score == null} />
        {figures.clarity_score == null ? null : (
          <Tile value={formatScore(figures.clarity_score)} range={formatScoreRange(figures.clarity_score_interval)} label="Clarity" last />
        )}
      </View>

      <Text style={styles.h2} minPresenceAhead={120}>
        Key frames
      </Text>
      <KeyFrames video={video} stills={stills} />
      <EyeCatchers eyeCatchers={figures.eye_catchers} rows={fit >= FEWEST_ROWS ? Math.min(EYE_CATCHER_ROWS, fit) : EYE_CATCHER_ROWS} />
      <Timeline video={video} />
      {footer}
    </Page>
  );
}

// Wide clips three to a row, square ones four, tall ones five, and more to a row when a clip has many scenes.
function stillsLayout({ figures, keyFrames }: ReportVideo) {
  const count = keyFrames.length;
  const aspect = figures.width / figures.height;
  const columns = Math.min(6, (aspect >= 1.3 ? 3 : aspect >= 0.8 ? 4 : 5) + (count > 9 ? 1 : 0) + (count > 16 ? 1 : 0));
  const width = (CONTENT_WIDTH - (columns - 1) * GAP) / columns;
  return { columns, width, height: Math.min(width / aspect, 170) };
}

function KeyFrames({ video, stills }: { video: ReportVideo; stills: ReturnType<typeof stillsLayout> }) {
  if (video.keyFrames.length === 0) return <Text style={styles.muted}>No key frames for this clip.</Text>;
  const { columns, width, height } = stills;
  return (
    <View>
      <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
        {video.keyFrames.map((frame, i) => {
          const fit = Math.min(width / frame.heatmap.width, height / frame.heatmap.height);
          return (
            <View
              key={`${frame.reason}-${frame.t_ms}`}
              style={{ width, marginRight: (i + 1) % columns ? GAP : 0, marginBottom: 6 }}
              wrap={false}
            >
              <View style={{ width, height, backgroundColor: COLOURS.panel, justifyContent: "center", alignItems: "center" }}>
                <Image src={frame.heatmap} style={{ width: frame.heatmap.width * fit, height: frame.heatmap.height * fit }} />
              </View>
              <Text style={styles.caption}>
                <Text style={styles.captionTitle}>{clipClock(frame.t_ms)}</Text> · {KEY_FRAME_REASON_LABELS[frame.reason]}
              </Text>
            </View>
          );
        })}
      </View>
      <Text style={[styles.caption, { marginTop: 0 }]}>
        Where the audience looked at the start of each scene and at the moments attention was most focused; red is most.
      </Text>
    </View>
  );
}

function EyeCatchers({ eyeCatchers, rows: room }: { eyeCatchers: VideoEyeCatcher[]; rows: number }) {
  const rows = eyeCatchers.slice(0, room);
  const left = eyeCatchers.length - rows.length;
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={60}>
        Eye catchers
      </Text>
      {rows.length === 0 ? (
        <Text style={styles.muted}>The model found no distinct objects, faces or text in this clip.</Text>
      ) : (
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={[styles.th, { width: "40%" }]}>Eye catcher</Text>
            <Text style={[styles.th, styles.num, { width: "11%" }]}>On screen</Text>
            <Text style={[styles.th, styles.num, { width: "11%" }]}>Looked at</Text>
            <Text style={[styles.th, styles.num, { width: "12%" }]}>Seen by {SEEN_BY_SECOND} s</Text>
            <Text style={[styles.th, styles.num, { width: "12%" }]}>Seen by end</Text>
            <Text style={[styles.th, styles.num, { width: "14%" }]}>First look</Text>
          </View>
          {rows.map((e) => (
            <View key={e.name} style={styles.row} wrap={false}>
              <Text style={{ width: "40%" }}>
                <Text style={styles.bold}>{shortened(e.name, NAME_CHARACTERS)}</Text>
                <Text style={styles.muted}> · {e.kind}</Text>
              </Text>
              <Text style={[styles.num, { width: "11%" }]}>{`${(e.on_screen_ms / 1000).toFixed(1)} s`}</Text>
              <Text style={[styles.num, { width: "11%" }]}>{`${(e.looked_ms / 1000).toFixed(2)} s`}</Text>
              <NumCell
                width="12%"
                value={onScreenBy(e, SEEN_BY_SECOND) ? percent(seenBy(e, SEEN_BY_SECOND)) : "—"}
                range={onScreenBy(e, SEEN_BY_SECOND) ? formatPercentRange(seenByInterval(e, SEEN_BY_SECOND)) : undefined}
              />
              <NumCell width="12%" value={percent(e.seen_by)} range={formatPercentRange(e.intervals?.seen_by)} />
              <Text style={[styles.num, { width: "14%" }]}>
                {e.first_look_ms ? clipClock(e.first_look_ms.median) : e.viewers ? TOO_FEW_VIEWERS : "—"}
              </Text>
            </View>
          ))}
          {left > 0 && (
            <Text style={[styles.caption, { marginTop: 3 }]}>
              {left} more {left === 1 ? "eye catcher" : "eye catchers"}, each looked at less: every one is in the results CSV.
            </Text>
          )}
        </View>
      )}
      <Text style={[styles.caption, { marginTop: 6 }]}>
        By time looked at. Each is a kind of thing: “Person” is every person on screen, a text its words wherever they show. On screen: how
        long it shows; looked at: the mean time a viewer&apos;s gaze rests on it; seen by: the share of all viewers whose gaze has landed on
        it, its 90 % interval in brackets; first look: when, in the clip, the viewers who looked at it first did (median, given from{" "}
        {MIN_VIEWERS_FOR_TIME} of them).
      </Text>
    </View>
  );
}

function Timeline({ video }: { video: ReportVideo }) {
  const { timeline, eye_catchers: eyeCatchers, scene_cuts_ms: cutsMs } = video.figures;
  const seconds = timeline.length;
  const common = { durationMs: video.figures.duration_ms, cutsMs };
  const top = chartEyeCatchers(eyeCatchers);
  const coloured = (values: (e: VideoEyeCatcher) => number[], at: Series["at"] = "middle"): Series[] =>
    top.map((e, i) => ({ name: e.name, colour: SERIES_COLOURS[i % SERIES_COLOURS.length], values: values(e), at }));
  const attention = coloured((e) => timeline.map((second) => second.attention[e.name] ?? 0));
  const attentionMax = shareScaleMax(attention.flatMap((s) => s.values));
  const valence = timeline.map((second) => second.affect.emo_valence);
  const arousal = timeline.map((second) => second.affect.emo_arousal);
  const affectMax = ceiling(Math.max(0, ...[...valence, ...arousal].map(Math.abs)), [0.25, 0.5, 1]);
  const clarity = video.figures.clarity_by_second?.length ? video.figures.clarity_by_second : null;
  const drivers = clarityDriversText(video.figures.clarity_drivers ?? []);
  const shareLabels = (max: number) => [0, max / 2, max].map((value) => ({ value, label: `${value}%` }));
  return (
    <View break>
      <Text style={styles.kicker}>Creative · second by second</Text>
      <Text style={styles.h1}>{videoName(video.idx)}</Text>
      <View style={styles.sectionRule} />
      {seconds === 0 ? (
        <Text style={styles.muted}>No timeline for this clip.</Text>
      ) : (
        <>
          {top.length > 0 ? (
            <>
              <TimelineChart
                {...common}
                title="Attention share"
                note="% of each second's viewing time on the top eye catchers"
                series={attention}
                min={0}
                max={attentionMax}
                yLabels={shareLabels(attentionMax)}
                height={100}
              />
              <TimelineChart
                {...common}
                title="Seen by"
                note="% of viewers whose gaze has landed on each of them by the end of each second"
                series={coloured((e) => e.seen_by_second, "end")}
                min={0}
                max={100}
                yLabels={shareLabels(100)}
                height={80}
              />
            </>
          ) : (
            <Text style={styles.muted}>No eye catchers to follow through the clip.</Text>
          )}
          <TimelineChart
            {...common}
            title="Focus"
            note="1 when every viewer looks at one spot, 0 when the gaze is spread evenly"
            series={[{ name: "Focus", colour: COLOURS.ink, values: timeline.map((second) => second.focus), area: true }]}
            min={0}
            max={1}
            yLabels={[0, 0.5, 1].map((value) => ({ value, label: value.toFixed(1) }))}
            height={60}
            legend={false}
          />
          {clarity ? (
            <TimelineChart
              {...common}
              title="Clarity"
              note={`how clear each second's picture is, 0–100 (higher = clearer), read from the frames alone as people judge visual complexity; the clip's ${Math.round(video.figures.clarity_score ?? 0)} is its median second's${drivers ? `: ${drivers} points against an average creative of its kind` : ""}`}
              series={[{ name: "Clarity", colour: "#0369a1", values: clarity }]}
              min={0}
              max={100}
              yLabels={[0, 50, 100].map((value) => ({ value, label: String(value) }))}
              height={60}
              legend={false}
            />
          ) : null}
          <TimelineChart
            {...common}
            title="Valence and arousal"
            note="how pleasant (valence) and how energising (arousal) the audience finds each second, −1 to +1"
            series={[
              { name: "Valence", colour: COLOURS.positive, values: valence },
              { name: "Arousal", colour: "#7c3aed", values: arousal },
            ]}
            min={-affectMax}
            max={affectMax}
            yLabels={[-affectMax, 0, affectMax].map((value) => ({ value, label: value === 0 ? "0" : signed(value) }))}
            height={80}
          />
          <Text style={[styles.caption, { marginTop: 8 }]}>
            {cutsMs.length > 0
              ? `Dashed lines: scene cuts at ${cutsMs.map(clipClock).join(", ")}. `
              : "The model found no scene cuts in this clip. "}
            Each point is one second of the clip.
          </Text>
        </>
      )}
    </View>
  );
}

const ceiling = (value: number, steps: number[]) => steps.find((step) => value <= step) ?? steps[steps.length - 1];
