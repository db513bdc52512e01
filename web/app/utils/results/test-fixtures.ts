import type { ImageResult, SegmentAffect, VideoEyeCatcher, VideoResult, VideoSecond } from "@adsight/shared";
import { eyeCatcher, NO_CREATIVE_SCORES, times } from "@adsight/shared/testing";

export { eyeCatcher, times };

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
export const engineImage = (n: number) => `/api/v1/simulations/images/${id(n)}`;

export function result(idx: number, overall: number, overrides: Partial<ImageResult> = {}): ImageResult {
  return {
    input_image_idx: idx,
    input_image: `/api/v1/simulations/input-images/${id(100 + idx)}`,
    num_eye_catchers: 2,
    overall_score: overall,
    emo_valence: 0.234,
    emo_arousal: -0.5,
    emo_approach_score: 41.6,
    emo_risk_score: 8.2,
    saliency_map_jet: engineImage(1),
    saliency_map_jet_first_1s: engineImage(7),
    saliency_map_jet_first_3s: engineImage(8),
    eye_catchers: [],
    emotions: null,
    emotion_segments: null,
    unique_objects: { person: { segment_salience_map_jet: engineImage(2) }, bottle: { segment_salience_map_jet: engineImage(3) } },
    aoi_reach_scores: { person: 40, bottle: 80 },
    aoi_attention_shares: { person: 20, bottle: 35.5 },
    aoi_efficiency: { person: 0.9, bottle: 1.456 },
    num_viewers: null,
    aoi_reach_intervals: null,
    aoi_attention_shares_intervals: null,
    emo_valence_interval: null,
    emo_arousal_interval: null,
    emo_approach_score_interval: null,
    emo_risk_score_interval: null,
    emotions_intervals: null,
    ...NO_CREATIVE_SCORES,
    consensus_global_overlay: engineImage(4),
    consensus_clusters: [
      { cluster_id: 2, cluster_overlay: engineImage(6), cluster_members_desc: { Age: { "18-24": 0.25, "25-34": 0.75 } } },
      { cluster_id: 1, cluster_overlay: engineImage(5), cluster_members_desc: { Gender: { Female: 0.666 } } },
    ],
    ...overrides,
  };
}

/** Two automatic eye catchers and two of the marketer's areas, one that nobody looked at. */
export const timed = result(0, 1, {
  saliency_map_jet_first_1s: engineImage(7),
  saliency_map_jet_first_3s: engineImage(8),
  unique_objects: {
    person: { segment_salience_map_jet: engineImage(2) },
    bottle: { segment_salience_map_jet: engineImage(3) },
    Logo: { segment_salience_map_jet: engineImage(9) },
  },
  aoi_attention_shares: { person: 20, bottle: 35.5, Logo: 2, CTA: 9 },
  eye_catchers: [
    eyeCatcher("bottle", "object", times(60, 400, 900)),
    eyeCatcher("person", "person", times(30, 1200)),
    eyeCatcher("Logo", "custom", times(5, null, 0)),
    eyeCatcher("CTA", "custom", times(8, 900, 100)),
  ],
});

const emotions = { anger: 0.05, disgust: 0.05, fear: 0.1, joy: 0.4, sadness: 0.1, surprise: 0.1, neutral: 0.2 };
const affect = (valence: number, arousal: number): SegmentAffect => ({
  emo_valence: valence,
  emo_arousal: arousal,
  emo_approach_score: 40,
  emo_risk_score: 10,
  emotions,
});
const signed = (path: string) => `${path}/signed?expires=1800000000&signature=abc_-`;

/**
 * A 4.5 s clip (five timeline seconds, the last one half long) cut at 2 s: a person, a bottle, a line of text and a
 * logo nobody looked at. Every URL is the engine's, signed like the API's.
 */
export function videoResult(idx: number, overrides: Partial<VideoResult> = {}): VideoResult {
  const second = (s: number, focus: number, attention: Record<string, number>, valence: number, arousal: number): VideoSecond => ({
    second: s,
    focus,
    attention,
    affect: {
      ...affect(valence, arousal),
      segments: {
        Gender: { Female: affect(valence + 0.1, arousal), Male: affect(valence - 0.1, arousal - 0.2) },
        Age: { "25-34": affect(valence, arousal + 0.1), "18-24": affect(valence, arousal - 0.1) },
      },
    },
  });
  return {
    input_image_idx: idx,
    input_video: signed(`/api/v1/simulations/input-videos/${id(200 + idx)}`),
    poster: signed(`/api/v1/simulations/input-images/${id(200 + idx)}`),
    heatmap_video: signed(`/api/v1/simulations/heatmap-videos/${id(300 + idx)}`),
    width: 1280,
    height: 720,
    duration_ms: 4500,
    num_viewers: 40,
    frames_analysed: 9,
    scene_cuts_ms: [2000],
    timeline: [
      second(0, 0.2, { person: 10 }, 0.1, -0.2),
      second(1, 0.45, { person: 30, bottle: 20 }, 0.3, 0),
      second(2, 0.8, { bottle: 50, "SALE 50%": 25 }, 0.5, 0.4),
      second(3, 0.6, { bottle: 30, "SALE 50%": 40, person: 5 }, -0.2, 0.6),
      second(4, 0.4, { "SALE 50%": 10 }, -0.4, 0.2),
    ],
    eye_catchers: [
      videoEyeCatcher("bottle", "object", { on_screen_ms: 2500, looked_ms: 1100, seen_by: 85, seen_by_second: [0, 20, 60, 80, 85] }),
      videoEyeCatcher("SALE 50%", "text", {
        text: "SALE 50%",
        on_screen_ms: 2500,
        looked_ms: 700,
        seen_by: 70,
        seen_by_second: [0, 0, 30, 60, 70],
      }),
      videoEyeCatcher("person", "person", { on_screen_ms: 4500, looked_ms: 450, seen_by: 55, seen_by_second: [25, 45, 50, 55, 55] }),
      videoEyeCatcher("Logo", "object", {
        on_screen_ms: 1000,
        looked_ms: 0,
        seen_by: 0,
        seen_by_second: [0, 0, 0, 0, 0],
        first_look_ms: null,
      }),
    ],
    key_frames: [
      { t_ms: 0, reason: "scene", heatmap: engineImage(20 + idx) },
      { t_ms: 2000, reason: "scene", heatmap: signed(engineImage(21 + idx)) },
      { t_ms: 2400, reason: "peak", heatmap: engineImage(22 + idx) },
    ],
    ...overrides,
  };
}

export function videoEyeCatcher(name: string, kind: VideoEyeCatcher["kind"], figures: Partial<VideoEyeCatcher> = {}): VideoEyeCatcher {
  return {
    name,
    kind,
    text: null,
    first_on_screen_ms: 0,
    on_screen_ms: 1000,
    looked_ms: 0,
    seen_by: 0,
    seen_by_second: [],
    first_look_ms: { median: 1250, q1: 900, q3: 2100 },
    ...figures,
  };
}
