/**
 * The model's narrow interface. The worker, the command-line entry point, the scoring and the benchmark
 * all go through it; nothing in this folder imports Nest, HTTP, a database or a queue.
 */
import type { Categories, EmotionShares, EyeCatcher, ImageScores, PixelBox, SegmentAffect } from "@adsight/shared";

export interface CampaignContext {
  location: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  audience: string;
}

export interface AudienceSetup {
  categories: Categories;
  /** 1..100: viewers = round(scale / 100 × nMax). */
  scale: number;
  context: CampaignContext;
  /** The job's seed; image i is simulated with a seed derived from (seed, i), so images can be redone alone. */
  seed: number;
}

export interface SimulationImage {
  /** Position of the image in the campaign (input_image_idx). */
  index: number;
  /** JPEG, PNG or WebP bytes. */
  bytes: Buffer;
  /** The marketer's own areas on this image (custom eye catchers), boxes in image pixels. */
  customAreas?: CustomArea[];
}

export interface CustomArea extends PixelBox {
  name: string;
}

/** A PNG (or JPEG) image the results page can show. */
export interface EncodedImage {
  contentType: "image/png" | "image/jpeg";
  bytes: Buffer;
}

export interface SyntheticViewer {
  /** Category name → label drawn for this viewer. */
  labels: Record<string, string>;
  /** Fixations in image pixels, onset `t` (ms after the image appeared) and duration in ms, in viewing order. */
  fixations: { x: number; y: number; t: number; dur: number }[];
}

export interface ClusterOutcome {
  cluster_id: number;
  overlay: EncodedImage;
  /** Category → label → fraction of the cluster's members. */
  cluster_members_desc: Record<string, Record<string, number>>;
}

/** One image's result: the spec's numeric fields, plus the overlays as encoded images. */
export interface ImageOutcome extends ImageScores {
  input_image_idx: number;
  width: number;
  height: number;
  saliency_map_jet: EncodedImage;
  /** The heatmaps of the viewing time in the first second and the first 3 seconds, from the same density stage. */
  saliency_map_jet_first_1s: EncodedImage;
  saliency_map_jet_first_3s: EncodedImage;
  /** Share of the viewers naming each emotion. */
  emotions: EmotionShares;
  /** Category → label → the affect figures of that label's viewers (empty for an audience with no categories). */
  emotion_segments: Record<string, Record<string, SegmentAffect>>;
  /** Every area of the aoi_* maps with its kind, box and viewing times: custom areas first, then by attention share. */
  eye_catchers: EyeCatcher[];
  /** Eye catcher name → density overlay restricted to that object. */
  unique_objects: Record<string, EncodedImage>;
  consensus_global_overlay: EncodedImage | null;
  consensus_clusters: ClusterOutcome[];
  /** 16-bit greyscale fixation density at the image's size (brightest = most attention); only when asked for. */
  density?: EncodedImage;
  /** Every viewer's labels and fixations; only when asked for. */
  viewers?: SyntheticViewer[];
}

/** Outputs that cost time and memory at scale and that not every caller keeps. */
export interface OptionalOutputs {
  density?: boolean;
  viewers?: boolean;
}

/** An outcome with the optional outputs that `include` asked for. */
export type OutcomeWith<I extends OptionalOutputs> = ImageOutcome &
  (I["density"] extends true ? { density: EncodedImage } : unknown) &
  (I["viewers"] extends true ? { viewers: SyntheticViewer[] } : unknown);

export interface RunImageOptions<I extends OptionalOutputs = OptionalOutputs> {
  /** Called with 0..1 as the image's simulation advances. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Reading-direction bias of right-to-left locations; on by default (off for symmetry checks). */
  readingDirectionBias?: boolean;
  /** Optional outputs to build; none by default. */
  include?: I;
}

export interface Simulator {
  /** The TensorFlow.js backend in use (e.g. "tensorflow", "wasm", "cpu"). */
  readonly backend: string;
  runImage<I extends OptionalOutputs = Record<never, never>>(
    image: SimulationImage,
    setup: AudienceSetup,
    options?: RunImageOptions<I>,
  ): Promise<OutcomeWith<I>>;
  dispose(): Promise<void>;
}

export interface SimulatorOptions {
  /** Viewers at scale 100; default 10 000. */
  nMax?: number;
  /** Force a backend instead of the best available one. */
  backend?: "tensorflow" | "wasm" | "cpu";
}

export type CreateSimulator = (options?: SimulatorOptions) => Promise<Simulator>;
