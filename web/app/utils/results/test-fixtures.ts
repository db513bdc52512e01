import type { ImageResult } from "@adsight/shared";
import { eyeCatcher, times } from "@adsight/shared/testing";

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
