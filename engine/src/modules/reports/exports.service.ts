import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { EMOTION_NAMES, type EmotionShares, type EyeCatcher, seenBy, seenByInterval } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { stringify } from "csv-stringify";
import { ResultsRepository, rowsOf } from "#src/modules/simulations/results.repository";
import { ViewersRepository } from "#src/modules/simulations/viewers.repository";
import type { SimulationResult } from "#src/modules/simulations/simulation-result.entity";
import type { SimulationVideoResult } from "#src/modules/simulations/simulation-video-result.entity";

export const CSV_COLUMNS = [
  "input_image_idx",
  "object",
  "overall_score",
  "eye_catchers",
  "valence",
  "arousal",
  "positive_energy",
  "emotional_risk",
  ...EMOTION_NAMES.map((name) => `emotion_${name}` as const),
  "reach_pct",
  "attention_share_pct",
  "efficiency",
  "kind",
  "box_x",
  "box_y",
  "box_width",
  "box_height",
  "text",
  "first_look_median_ms",
  "first_look_q1_ms",
  "first_look_q3_ms",
  "seen_1s_pct",
  "seen_3s_pct",
  "dwell_ms",
  "revisits_pct",
  "entry_order",
  "second",
  "focus",
  "first_on_screen_ms",
  "on_screen_ms",
  "looked_ms",
  "seen_end_pct",
  "viewers",
  ...intervalColumns("reach_pct"),
  ...intervalColumns("attention_share_pct"),
  ...intervalColumns("seen_1s_pct"),
  ...intervalColumns("seen_3s_pct"),
  ...intervalColumns("dwell_ms"),
  ...intervalColumns("first_look_median_ms"),
  ...intervalColumns("looked_ms"),
  ...intervalColumns("seen_end_pct"),
  "clarity_score",
  "appeal_score",
  "clarity_percentile",
  "appeal_percentile",
  "overall_percentile",
  "creative_format",
  ...intervalColumns("overall_score"),
  ...intervalColumns("clarity_score"),
  ...intervalColumns("appeal_score"),
  "creative_format_source",
  "norm_set",
  "norm_set_size",
] as const;

// A figure's 90 % interval as two columns after the others, so a reader of the older columns is not disturbed.
function intervalColumns<Name extends string>(name: Name): [`${Name}_low`, `${Name}_high`] {
  return [`${name}_low`, `${name}_high`];
}

function intervalValues<Name extends string>(name: Name, interval: [number, number] | null | undefined): CsvRow {
  return interval ? { [`${name}_low`]: interval[0], [`${name}_high`]: interval[1] } : {};
}

export const SECOND_SHARE_PREFIX = "attention_share_pct:";

type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number] | `${typeof SECOND_SHARE_PREFIX}${string}`, string | number>>;

// A running or failed job exports the images finished so far.
@Injectable()
export class ExportsService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly viewers: ViewersRepository,
  ) {}

  // One row per image (empty `object`), then one per object; fields added later are empty for older results.
  async resultsCsv(jobId: string): Promise<Readable> {
    const creatives = await this.results.creatives(jobId);
    const [results, videos] = [rowsOf(creatives, "image"), rowsOf(creatives, "video")];
    const names = [...new Set(videos.flatMap(({ data }) => data.eye_catchers.map((eyeCatcher) => eyeCatcher.name)))];
    const columns = [...CSV_COLUMNS, ...names.map((name) => `${SECOND_SHARE_PREFIX}${name}`)];
    const rows = [...results.flatMap(csvRows), ...videos.flatMap(videoCsvRows)];
    return Readable.from(rows).pipe(stringify({ header: true, columns }));
  }

  // Streamed: each image's stored JSON is decompressed straight into the answer, one image at a time.
  async viewersJson(jobId: string): Promise<Readable> {
    const [sets, creatives] = await Promise.all([this.viewers.viewerSets(jobId), this.results.creatives(jobId)]);
    const figures = new Map(
      rowsOf(creatives, "image").map(({ inputImageIdx, data }) => [
        inputImageIdx,
        { eye_catchers: data.eye_catchers ?? [], emotions: data.emotions ?? null, emotion_segments: data.emotion_segments ?? null },
      ]),
    );
    const viewers = this.viewers;
    async function* chunks(): AsyncGenerator<Buffer | string> {
      yield `{"job_id":${JSON.stringify(jobId)},"images":[`;
      let separator = "";
      for (const set of sets) {
        const data = await viewers.viewersData(jobId, set.inputImageIdx);
        if (!data) continue;
        const image = figures.get(set.inputImageIdx) ?? { eye_catchers: [], emotions: null, emotion_segments: null };
        const fields = JSON.stringify(image).slice(1, -1);
        yield `${separator}{"input_image_idx":${set.inputImageIdx},"width":${set.width},"height":${set.height},${fields},"viewers":`;
        yield* Readable.from([data]).pipe(createGunzip());
        yield "}";
        separator = ",";
      }
      yield "]}";
    }
    return Readable.from(chunks());
  }
}

function eyeCatcherColumns(eyeCatcher: EyeCatcher | undefined): CsvRow {
  if (!eyeCatcher) return {};
  const { kind, box, text, time } = eyeCatcher;
  return {
    kind,
    box_x: box.x,
    box_y: box.y,
    box_width: box.width,
    box_height: box.height,
    text: text ?? "",
    first_look_median_ms: time.first_look_ms?.median ?? "",
    first_look_q1_ms: time.first_look_ms?.q1 ?? "",
    first_look_q3_ms: time.first_look_ms?.q3 ?? "",
    seen_1s_pct: time.seen_1s,
    seen_3s_pct: time.seen_3s,
    dwell_ms: time.dwell_ms,
    revisits_pct: time.revisits,
    entry_order: time.entry_order ?? "",
    viewers: time.viewers ?? "",
    ...intervalValues("seen_1s_pct", time.intervals?.seen_1s),
    ...intervalValues("seen_3s_pct", time.intervals?.seen_3s),
    ...intervalValues("dwell_ms", time.intervals?.dwell_ms),
    ...intervalValues("first_look_median_ms", time.intervals?.first_look_ms),
  };
}

function emotionColumns(emotions: EmotionShares | null): CsvRow {
  if (!emotions) return {};
  return Object.fromEntries(EMOTION_NAMES.map((name) => [`emotion_${name}`, emotions[name]]));
}

function csvRows({ inputImageIdx, data }: SimulationResult): CsvRow[] {
  const eyeCatchers = new Map((data.eye_catchers ?? []).map((eyeCatcher) => [eyeCatcher.name, eyeCatcher]));
  const image: CsvRow = {
    input_image_idx: inputImageIdx,
    object: "",
    overall_score: data.overall_score,
    eye_catchers: data.num_eye_catchers,
    valence: data.emo_valence,
    arousal: data.emo_arousal,
    positive_energy: data.emo_approach_score,
    emotional_risk: data.emo_risk_score,
    ...emotionColumns(data.emotions ?? null),
    viewers: data.num_viewers ?? "",
    clarity_score: data.clarity_score ?? "",
    appeal_score: data.appeal_score ?? "",
    clarity_percentile: data.clarity_percentile ?? "",
    appeal_percentile: data.appeal_percentile ?? "",
    overall_percentile: data.overall_percentile ?? "",
    creative_format: data.creative_format ?? "",
    ...intervalValues("overall_score", data.overall_score_interval),
    ...intervalValues("clarity_score", data.clarity_score_interval),
    ...intervalValues("appeal_score", data.appeal_score_interval),
    creative_format_source: data.creative_format_source ?? "",
    norm_set: data.norm_set?.name ?? "",
    norm_set_size: data.norm_set?.size ?? "",
  };
  const objects = Object.keys(data.aoi_reach_scores).map((name): CsvRow => ({
    input_image_idx: inputImageIdx,
    object: name,
    reach_pct: data.aoi_reach_scores[name],
    attention_share_pct: data.aoi_attention_shares[name],
    efficiency: data.aoi_efficiency[name],
    ...eyeCatcherColumns(eyeCatchers.get(name)),
    ...intervalValues("reach_pct", data.aoi_reach_intervals?.[name]),
    ...intervalValues("attention_share_pct", data.aoi_attention_shares_intervals?.[name]),
  }));
  return [image, ...objects];
}

function videoCsvRows({ inputImageIdx, data }: SimulationVideoResult): CsvRow[] {
  const seconds = data.timeline.map((second): CsvRow => ({
    input_image_idx: inputImageIdx,
    object: "",
    second: second.second,
    focus: second.focus,
    clarity_score: data.clarity_by_second?.[second.second] ?? "",
    valence: second.affect.emo_valence,
    arousal: second.affect.emo_arousal,
    positive_energy: second.affect.emo_approach_score,
    emotional_risk: second.affect.emo_risk_score,
    ...emotionColumns(second.affect.emotions),
    ...Object.fromEntries(Object.entries(second.attention).map(([name, share]) => [`${SECOND_SHARE_PREFIX}${name}`, share])),
  }));
  const eyeCatchers = data.eye_catchers.map((eyeCatcher): CsvRow => ({
    input_image_idx: inputImageIdx,
    object: eyeCatcher.name,
    kind: eyeCatcher.kind,
    text: eyeCatcher.text ?? "",
    first_look_median_ms: eyeCatcher.first_look_ms?.median ?? "",
    first_look_q1_ms: eyeCatcher.first_look_ms?.q1 ?? "",
    first_look_q3_ms: eyeCatcher.first_look_ms?.q3 ?? "",
    seen_1s_pct: seenBy(eyeCatcher, 1),
    seen_3s_pct: seenBy(eyeCatcher, 3),
    first_on_screen_ms: eyeCatcher.first_on_screen_ms,
    on_screen_ms: eyeCatcher.on_screen_ms,
    looked_ms: eyeCatcher.looked_ms,
    seen_end_pct: eyeCatcher.seen_by,
    viewers: eyeCatcher.viewers ?? "",
    ...intervalValues("seen_1s_pct", seenByInterval(eyeCatcher, 1)),
    ...intervalValues("seen_3s_pct", seenByInterval(eyeCatcher, 3)),
    ...intervalValues("first_look_median_ms", eyeCatcher.intervals?.first_look_ms),
    ...intervalValues("looked_ms", eyeCatcher.intervals?.looked_ms),
    ...intervalValues("seen_end_pct", eyeCatcher.intervals?.seen_by),
  }));
  return [...seconds, ...eyeCatchers];
}
