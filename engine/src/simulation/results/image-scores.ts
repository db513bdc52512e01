import {
  EMOTION_NAMES,
  type EmotionIntervals,
  type EmotionShares,
  type EyeCatcher,
  type ImageScores,
  type Interval,
  type SegmentAffect,
} from "@adsight/shared";
import type { ImageAnalysis } from "../features/analysis";
import type { Rng } from "../rng";
import type { CustomArea } from "../types";
import type { Fixation } from "../viewers/scanpaths";
import type { Viewer } from "../viewers/viewers";
import type { Consensus } from "./consensus";
import type { DensityMap } from "./density";
import { viewerAffect, type AudienceAffect } from "./emotion";
import { eyeCatcherList, withCustomAreas, type MarkedArea } from "./eye-catcher-list";
import { areasOfInterest, captureShare, scoreAreas } from "./eye-catchers";
import { focusOf } from "./score";
import { FITTED_RUN_FOCUS_OFFSET } from "./creative-scores";
import type { CreativeFeatures } from "./creative-scores";
import { creativeVerdict, OVERALL_RESAMPLES } from "./creative-verdict";
import { drawResamples } from "./intervals";
import { timeFigures } from "./time-figures";

/** What the overlays show, told as soon as it is known (results/overlays.ts). */
export interface ScoringEvents {
  areas?(areas: readonly MarkedArea[]): void;
  consensus?(consensus: Consensus | null): void;
}

// At the precision the API reports.
export interface ImageScoring {
  scores: ImageScores;
  emotions: EmotionShares;
  emotionsIntervals: EmotionIntervals;
  emotionSegments: Record<string, Record<string, SegmentAffect>>;
  eyeCatchers: EyeCatcher[];
  clusterMembers: Record<string, Record<string, number>>[];
}

export const round1 = (v: number) => Math.round(v * 10) / 10;
const round4 = (v: number) => Math.round(v * 10000) / 10000;

function membersDescription(viewers: Viewer[], members: number[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const v of members) {
    for (const [category, label] of Object.entries(viewers[v].labels)) {
      counts[category] ??= {};
      counts[category][label] = (counts[category][label] ?? 0) + 1;
    }
  }
  for (const labels of Object.values(counts))
    for (const label of Object.keys(labels)) labels[label] = round4(labels[label] / members.length);
  return counts;
}

export const emotionShares = (shares: number[]) =>
  Object.fromEntries(EMOTION_NAMES.map((name, k) => [name, round4(shares[k])])) as EmotionShares;

export const emotionIntervals = (intervals: readonly Interval[]) =>
  Object.fromEntries(EMOTION_NAMES.map((name, k) => [name, intervals[k].map(round4)])) as EmotionIntervals;

export function segmentAffect(affect: AudienceAffect): SegmentAffect {
  return {
    emo_valence: round4(affect.valence),
    emo_arousal: round4(affect.arousal),
    emo_approach_score: round1(affect.approach),
    emo_risk_score: round1(affect.risk),
    emotions: emotionShares(affect.emotions),
    viewers: affect.viewers,
    intervals: {
      emo_valence: affect.intervals.valence,
      emo_arousal: affect.intervals.arousal,
      emo_approach_score: affect.intervals.approach,
      emo_risk_score: affect.intervals.risk,
      emotions: emotionIntervals(affect.intervals.emotions),
    },
  };
}

// Affect draws from its own stream, so it moves no consensus draw; areas come from the expected density, seed-free.
export function scoreImage(
  analysis: ImageAnalysis,
  creative: CreativeFeatures,
  viewers: Viewer[],
  paths: Fixation[][],
  expected: DensityMap,
  expectedTime: Float64Array,
  rngs: { affect: Rng; intervals: Rng },
  consensus: Consensus | null,
  customAreas: readonly CustomArea[] = [],
  designed = 0,
  events: ScoringEvents = {},
): ImageScoring {
  const { width, height } = analysis;
  const resamples = drawResamples(paths.length, rngs.intervals, OVERALL_RESAMPLES);
  const areas = withCustomAreas(areasOfInterest({ ...analysis, designed }, expected), customAreas);
  events.areas?.(areas);
  events.consensus?.(consensus);
  const aoi = scoreAreas(areas, paths, width, height);
  // The marketer's areas are reported on; the image's scores stay those of what the model found.
  const custom = new Set(customAreas.map((area) => area.name));
  const found = aoi.eyeCatchers.filter((name) => !custom.has(name));
  const times = timeFigures(
    areas.map((area) => area.box),
    paths,
    viewers.map((viewer) => viewer.labels),
  );
  const affect = viewerAffect(analysis, viewers, paths, rngs.affect);
  const focus = focusOf(expectedTime) + FITTED_RUN_FOCUS_OFFSET;
  const capture = captureShare(areas, found, paths);
  const automatic = areas.filter((area) => !custom.has(area.name));
  const verdict = creativeVerdict(
    creative,
    {
      focus,
      capture,
      approach: affect.approach,
      valence: affect.valence,
      catchers: automatic.map((area) => ({ kind: area.kind, reach: aoi.reach[area.name], share: aoi.share[area.name] })),
    },
    {
      catchers: automatic,
      captureBoxes: areas.filter((area) => found.includes(area.name)).map((area) => area.box),
      paths,
      focus,
      valence: affect.viewerValence,
      arousal: affect.viewerArousal,
    },
    resamples,
  );
  return {
    scores: {
      num_eye_catchers: found.length,
      ...verdict,
      emo_valence: round4(affect.valence),
      emo_arousal: round4(affect.arousal),
      emo_approach_score: round1(affect.approach),
      emo_risk_score: round1(affect.risk),
      aoi_reach_scores: aoi.reach,
      aoi_attention_shares: aoi.share,
      aoi_efficiency: aoi.efficiency,
      num_viewers: paths.length,
      aoi_reach_intervals: aoi.reachIntervals,
      aoi_attention_shares_intervals: aoi.shareIntervals,
      emo_valence_interval: affect.intervals.valence,
      emo_arousal_interval: affect.intervals.arousal,
      emo_approach_score_interval: affect.intervals.approach,
      emo_risk_score_interval: affect.intervals.risk,
    },
    emotions: emotionShares(affect.emotions),
    emotionsIntervals: emotionIntervals(affect.intervals.emotions),
    emotionSegments: Object.fromEntries(
      Object.entries(affect.segments).map(([category, labels]) => [
        category,
        Object.fromEntries(Object.entries(labels).map(([label, figures]) => [label, segmentAffect(figures)])),
      ]),
    ),
    eyeCatchers: eyeCatcherList(areas, times, aoi.share, analysis),
    clusterMembers: (consensus?.clusters ?? []).map((cluster) => membersDescription(viewers, cluster.members)),
  };
}
