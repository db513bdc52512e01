import { writeFileSync } from "node:fs";
import path from "node:path";
import type { VideoOutcome } from "#src/simulation/types";
import { withImageFiles } from "./write-outcome";

const csvField = (value: string | number) => (typeof value === "number" ? String(value) : `"${value.replace(/"/g, '""')}"`);

/** One row a second: focus, the audience's affect, clarity, and each eye catcher's attention share and reach by then. */
export function timelineCsv(outcome: VideoOutcome): string {
  const names = outcome.eye_catchers.map((e) => e.name);
  const header = [
    "second",
    "focus",
    "valence",
    "arousal",
    "positive_energy",
    "emotional_risk",
    "clarity",
    ...names.flatMap((n) => [`${n}: attention %`, `${n}: seen by %`]),
  ];
  const rows = outcome.timeline.map((s) => [
    s.second,
    s.focus,
    s.affect.emo_valence,
    s.affect.emo_arousal,
    s.affect.emo_approach_score,
    s.affect.emo_risk_score,
    outcome.clarity_by_second[s.second] ?? "",
    ...outcome.eye_catchers.flatMap((e) => [s.attention[e.name] ?? 0, e.seen_by_second[s.second] ?? e.seen_by]),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\n")}\n`;
}

/**
 * Writes a video's `NAME.json` (each sampled frame's density and each key frame's heatmap as files it names),
 * `NAME.timeline.csv`, beside the heatmap video the simulation wrote as `heatmapVideo`.
 */
export function writeVideoOutcome(out: string, name: string, outcome: VideoOutcome, heatmapVideo: string): Record<string, unknown> {
  const timeline = `${name}.timeline.csv`;
  writeFileSync(path.join(out, timeline), timelineCsv(outcome));
  const json = {
    ...(withImageFiles(out, name, outcome) as Record<string, unknown>),
    heatmap_video: path.basename(heatmapVideo),
    timeline_csv: timeline,
  };
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(json)}\n`);
  return json;
}
