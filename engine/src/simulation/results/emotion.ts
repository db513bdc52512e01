import { EMOTION_NAMES, type Interval, wilsonInterval } from "@adsight/shared";
import type { ImageAnalysis } from "../features/analysis";
import { EXPRESSIONS } from "../features/affect-features";
import type { Detection } from "../features/detectors";
import { contains } from "../geometry";
import type { Rng } from "../rng";
import type { Fixation } from "../viewers/scanpaths";
import type { Viewer } from "../viewers/viewers";
import { AFFECT_READOUT, softmax, type AffectReadout } from "../features/affect-readout";
import { meanInterval, shareInterval } from "./intervals";

// Russell 1980 circumplex placements, halved: a face shifts a viewer's affect, it does not dictate it.
export const EXPRESSION_AFFECT: Record<(typeof EXPRESSIONS)[number], { valence: number; arousal: number }> = {
  angry: { valence: -0.35, arousal: 0.3 },
  disgust: { valence: -0.35, arousal: 0.1 },
  fear: { valence: -0.35, arousal: 0.3 },
  happy: { valence: 0.4, arousal: 0.2 },
  sad: { valence: -0.35, arousal: -0.2 },
  surprise: { valence: 0.1, arousal: 0.35 },
  neutral: { valence: 0, arousal: 0 },
};

export const RISK_VALENCE = -0.25; // a rating of 4 or lower on a 1–9 pleasantness scale
export const MAX_PROFILE_AFFECT = 0.3;
const FACE_TILT = 1; // odds × e per unit of expression probability
const MOOD_TILT = 1.5;
const EMOTION_SIDE: Record<(typeof EMOTION_NAMES)[number], number> = {
  anger: -1,
  disgust: -1,
  fear: -1,
  joy: 1,
  sadness: -1,
  surprise: 0,
  neutral: 0,
};

const clamp = (v: number, bound = 1) => Math.max(-bound, Math.min(bound, v));

export interface AudienceAffect {
  valence: number;
  arousal: number;
  approach: number; // Positive Energy, %
  risk: number; // Emotional Risk, %
  emotions: number[];
  viewers: number;
  intervals: AffectIntervals;
}

/** 90 % intervals, in each figure's unit: means by Student's t, shares by Wilson's. */
export interface AffectIntervals {
  valence: Interval | null;
  arousal: Interval | null;
  approach: Interval;
  risk: Interval;
  emotions: Interval[]; // fractions
}

export interface AffectSummary extends AudienceAffect {
  segments: Record<string, Record<string, AudienceAffect>>;
  viewerValence: Float64Array;
  viewerArousal: Float64Array;
}

interface Response {
  valence: number;
  arousal: number;
  emotion: number;
}

// Any look registers the expression, longer looks more (up to all of it).
function faceWeights(faces: Detection[], paths: Fixation[][]): number[][] {
  return paths.map((path) => {
    const total = path.reduce((s, f) => s + f.dur, 0) || 1;
    return faces.map((face) => {
      const share = path.reduce((s, f) => s + (contains(face.box, f.x, f.y) ? f.dur : 0), 0) / total;
      return share > 0 ? Math.min(1, 0.5 + share) : 0;
    });
  });
}

// Less the audience's average: the readout already holds that.
function centred(rows: number[][]): number[][] {
  if (rows.length === 0) return rows;
  const mean = rows[0].map((_, k) => rows.reduce((s, row) => s + row[k], 0) / rows.length);
  return rows.map((row) => row.map((v, k) => v - mean[k]));
}

function summarise(responses: Response[]): AudienceAffect {
  const n = Math.max(1, responses.length);
  const emotions = new Array<number>(EMOTION_NAMES.length).fill(0);
  let valence = 0;
  let arousal = 0;
  let approach = 0;
  let risk = 0;
  for (const r of responses) {
    valence += r.valence;
    arousal += r.arousal;
    if (r.valence > 0 && r.arousal > 0) approach++;
    if (r.valence <= RISK_VALENCE) risk++;
    emotions[r.emotion]++;
  }
  return {
    valence: valence / n,
    arousal: arousal / n,
    approach: (100 * approach) / n,
    risk: (100 * risk) / n,
    emotions: emotions.map((count) => count / n),
    viewers: responses.length,
    intervals: {
      valence: meanInterval(
        responses.map((r) => r.valence),
        4,
      ),
      arousal: meanInterval(
        responses.map((r) => r.arousal),
        4,
      ),
      approach: shareInterval(approach, responses.length),
      risk: shareInterval(risk, responses.length),
      emotions: emotions.map((count) => wilsonInterval(count, responses.length)),
    },
  };
}

export function viewerAffect(
  analysis: Pick<ImageAnalysis, "affect" | "detections">,
  viewers: Viewer[],
  paths: Fixation[][],
  rng: Rng,
  readout: AffectReadout = AFFECT_READOUT,
): AffectSummary {
  const { affect } = analysis;
  const faces = analysis.detections.filter((d) => d.kind === "face");
  const weights = faceWeights(faces, paths);
  const faceShift = centred(
    weights.map((w) => {
      const shift = [0, 0, ...EXPRESSIONS.map(() => 0)];
      faces.forEach((face, f) => {
        for (const [k, expression] of EXPRESSIONS.entries()) {
          const p = w[f] * (face.expressions?.[expression] ?? 0);
          shift[0] += p * EXPRESSION_AFFECT[expression].valence;
          shift[1] += p * EXPRESSION_AFFECT[expression].arousal;
          shift[2 + k] += p;
        }
      });
      return shift;
    }),
  );
  const { spread } = readout;
  const valenceSd = spread.valence.base + spread.valence.slope * Math.abs(affect.valence);
  const arousalSd = spread.arousal.base + spread.arousal.slope * Math.abs(affect.valence);
  const logShares = affect.emotions.map((p) => Math.log(Math.max(p, 1e-9)));
  const responses = viewers.map((viewer, v): Response => {
    const valence = clamp(affect.valence + clamp(viewer.valence, MAX_PROFILE_AFFECT) + faceShift[v][0] + valenceSd * rng.normal());
    const arousal = clamp(affect.arousal + clamp(viewer.arousal, MAX_PROFILE_AFFECT) + faceShift[v][1] + arousalSd * rng.normal());
    // Less the tilt's mean under the raters' spread, so an unbiased audience keeps the predicted shares on average.
    const odds = logShares.map((l, k) => {
      const side = EMOTION_SIDE[EMOTION_NAMES[k]];
      return l + FACE_TILT * faceShift[v][2 + k] + MOOD_TILT * side * (valence - affect.valence) - (MOOD_TILT * side * valenceSd) ** 2 / 2;
    });
    return { valence, arousal, emotion: rng.pick(softmax(odds)) };
  });

  const segments: AffectSummary["segments"] = {};
  const byLabel = new Map<string, Map<string, Response[]>>();
  viewers.forEach((viewer, v) => {
    for (const [category, label] of Object.entries(viewer.labels)) {
      if (!byLabel.has(category)) byLabel.set(category, new Map());
      const labels = byLabel.get(category)!;
      if (!labels.has(label)) labels.set(label, []);
      labels.get(label)!.push(responses[v]);
    }
  });
  for (const [category, labels] of byLabel) {
    segments[category] = {};
    for (const [label, members] of labels) segments[category][label] = summarise(members);
  }
  return {
    ...summarise(responses),
    segments,
    viewerValence: Float64Array.from(responses, (r) => r.valence),
    viewerArousal: Float64Array.from(responses, (r) => r.arousal),
  };
}
