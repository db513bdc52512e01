// The model's narrow interface: nothing in this folder imports Nest, HTTP, a database or a queue.
import type {
  Categories,
  CreativeScores,
  EmotionIntervals,
  EmotionShares,
  EyeCatcher,
  FigureChange,
  ImageEdit,
  Interval,
  ImageScores,
  KeyFrame,
  KeyFrameShot,
  PixelBox,
  RecommendationGoal,
  SegmentAffect,
  TargetCandidate,
  VideoEyeCatcher,
  VideoSecond,
} from "@adsight/shared";

export interface CampaignContext {
  location: string;
  startDate: string; // YYYY-MM-DD
  endDate: string; // YYYY-MM-DD
  audience: string;
}

export interface AudienceSetup {
  categories: Categories;
  scale: number; // 1..100: viewers = round(scale / 100 × nMax)
  context: CampaignContext;
  seed: number; // image i uses a seed derived from (seed, i), so images can be redone alone
}

export interface SimulationImage {
  index: number; // input_image_idx
  bytes: Buffer; // JPEG, PNG or WebP
  customAreas?: CustomArea[]; // image px
}

export interface CustomArea extends PixelBox {
  name: string;
}

export interface EncodedImage {
  contentType: "image/png" | "image/jpeg";
  bytes: Buffer;
}

export interface SyntheticViewer {
  labels: Record<string, string>;
  // Image px; `t` ms after the image appeared, `dur` ms; in viewing order.
  fixations: { x: number; y: number; t: number; dur: number }[];
}

export interface ClusterOutcome {
  cluster_id: number;
  overlay: EncodedImage;
  cluster_members_desc: Record<string, Record<string, number>>;
}

export interface ImageOutcome extends ImageScores {
  input_image_idx: number;
  width: number;
  height: number;
  saliency_map_jet: EncodedImage;
  saliency_map_jet_first_1s: EncodedImage;
  saliency_map_jet_first_3s: EncodedImage;
  emotions: EmotionShares;
  emotions_intervals: EmotionIntervals;
  emotion_segments: Record<string, Record<string, SegmentAffect>>;
  eye_catchers: EyeCatcher[]; // custom areas first, then by attention share
  unique_objects: Record<string, EncodedImage>;
  consensus_global_overlay: EncodedImage | null;
  consensus_clusters: ClusterOutcome[];
  density?: EncodedImage; // 16-bit greyscale at the image's size
  viewers?: SyntheticViewer[];
}

// They cost time and memory at scale, and not every caller keeps them.
export interface OptionalOutputs {
  density?: boolean;
  viewers?: boolean;
}

export type OutcomeWith<I extends OptionalOutputs> = ImageOutcome &
  (I["density"] extends true ? { density: EncodedImage } : unknown) &
  (I["viewers"] extends true ? { viewers: SyntheticViewer[] } : unknown);

export interface RunImageOptions<I extends OptionalOutputs = OptionalOutputs> {
  onProgress?: (fraction: number) => void; // 0..1
  signal?: AbortSignal;
  readingDirectionBias?: boolean; // on by default; off for symmetry checks
  include?: I;
}

export interface SimulationVideo {
  index: number;
  /** MP4, WebM or MOV on disk: ffmpeg streams it from there. */
  file: string;
}

export interface RunVideoOptions {
  /** Where the clip with the viewers' heatmap over it is written (H.264 MP4). */
  heatmapVideo: string;
  onProgress?: (fraction: number) => void; // 0..1
  signal?: AbortSignal;
  /** Each sampled frame's density as a PNG (`frames`): the command line writes them; the worker stores none. */
  includeFrames?: boolean;
}

export interface VideoOutcome {
  input_image_idx: number;
  width: number;
  height: number;
  duration_ms: number;
  num_viewers: number;
  scene_cuts_ms: number[];
  /** Sampled frames the image model looked at; the others repeated the picture before them. */
  frames_analysed: number;
  /** With `includeFrames`: each sampled frame's time and where the viewers look then, an 8-bit greyscale PNG at the video's size. */
  frames?: { t_ms: number; density: EncodedImage }[];
  timeline: VideoSecond[];
  eye_catchers: VideoEyeCatcher[];
  key_frames: (KeyFrame & { heatmap: EncodedImage })[];
  clarity_score: number;
  clarity_score_interval: Interval;
  clarity_drivers: NonNullable<CreativeScores["clarity_drivers"]>;
  clarity_by_second: number[];
}

export interface Simulator {
  readonly backend: string;
  runImage<I extends OptionalOutputs = Record<never, never>>(
    image: SimulationImage,
    setup: AudienceSetup,
    options?: RunImageOptions<I>,
  ): Promise<OutcomeWith<I>>;
  runVideo(video: SimulationVideo, setup: AudienceSetup, options: RunVideoOptions): Promise<VideoOutcome>;
  /** Edits proposed for the goal, each applied to the image and simulated; kept when the goal's gain excludes zero. */
  recommend(image: SimulationImage, setup: AudienceSetup, options: RecommendOptions): Promise<RecommendOutcome>;
  /** The same on a video's key frames (`recommendationKeyFrames`), each frame a still; the kept edits ranked across them. */
  recommendVideo(
    video: SimulationVideo,
    frames: readonly KeyFrameShot[],
    setup: AudienceSetup,
    options: VideoRecommendOptions,
  ): Promise<VideoRecommendOutcome>;
  /** A quick estimate of what edits would change, from the image's kept analysis (see `what-if` in the README). */
  preview(image: SimulationImage, setup: AudienceSetup, edits: ImageEdit[], options: PreviewOptions): Promise<PreviewOutcome>;
  /** The same for a variant the marketer made: `variant` simulated as a fresh creative against the image's stored "before". */
  previewVariant(image: SimulationImage, setup: AudienceSetup, variant: Buffer, options: PreviewOptions): Promise<VariantPreviewOutcome>;
  dispose(): Promise<void>;
}

export interface RecommendOptions {
  goal: RecommendationGoal;
  /** The eye catcher an area goal is measured on (goalTarget's pick or the marketer's). */
  target: TargetCandidate | null;
  viewers: number;
  maxEdits?: number;
  onProgress?: (fraction: number) => void; // 0..1
  signal?: AbortSignal;
}

export interface RecommendedEdit {
  title: string;
  edit: ImageEdit;
  image: EncodedImage; // the edited creative
  goal: FigureChange;
  other_changes: FigureChange[];
}

export interface RecommendOutcome {
  tried: number;
  kept: RecommendedEdit[]; // largest gain on the goal first
}

export interface VideoRecommendOptions extends Omit<RecommendOptions, "target"> {
  /** An area goal's eye catcher by name, looked for on each frame; null: the rule's pick on each frame. */
  target: string | null;
}

export interface RecommendedFrameEdit extends RecommendedEdit {
  key_frame: KeyFrameShot;
  before: EncodedImage; // the frame as the clip shows it
}

export interface VideoRecommendOutcome {
  tried: number;
  kept: RecommendedFrameEdit[]; // largest gain on the goal first, across the frames
}

export interface PreviewOptions {
  goal: RecommendationGoal;
  target: TargetCandidate | null;
  viewers: number;
}

export interface PreviewOutcome {
  figures: FigureChange[]; // the goal's first
}

export interface VariantPreviewOutcome extends PreviewOutcome {
  /** How an area goal's target was found on the variant: its own eye catcher of that name, or the original's box. */
  targetFound: "by_name" | "same_box" | null;
}

export interface SimulatorOptions {
  nMax?: number; // viewers at scale 100; default 10 000
  backend?: "tensorflow" | "wasm" | "cpu";
}

export type CreateSimulator = (options?: SimulatorOptions) => Promise<Simulator>;
