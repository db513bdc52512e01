import { analyseImage } from "./features/analysis";
import { initBackend } from "./backend";
import { consensusOf } from "./results/consensus";
import { Detectors } from "./features/detectors";
import { viewerAffect } from "./results/emotion";
import { areasOfInterest, captureShare, scoreAreas } from "./results/eye-catchers";
import { decodeRgb } from "./image";
import { densityPng, DensityPainter, OVERLAY_LONG_SIDE, scanpathOverlay } from "./results/overlays";
import { DEFAULT_PARAMETERS, type ModelParameters } from "./parameters";
import { Rng } from "./rng";
import type { Fixation } from "./viewers/scanpaths";
import { focusOf, overallScore } from "./results/score";
import { simulateViewers } from "./viewers/audience";
import type {
  AudienceSetup,
  ClusterOutcome,
  ImageOutcome,
  RunImageOptions,
  SimulationImage,
  Simulator,
  SimulatorOptions,
} from "./types";
import type { Viewer } from "./viewers/viewers";

export const DEFAULT_N_MAX = 10_000;

/** Viewers simulated for a scale of 1..100. */
export function viewerCount(scale: number, nMax: number): number {
  return Math.max(1, Math.round((Math.min(100, Math.max(1, scale)) / 100) * nMax));
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const round4 = (v: number) => Math.round(v * 10000) / 10000;

function membersDescription(viewers: Viewer[], members: number[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const v of members) {
    for (const [category, label] of Object.entries(viewers[v].labels)) {
      counts[category] ??= {};
      counts[category][label] = (counts[category][label] ?? 0) + 1;
    }
  }
  for (const labels of Object.values(counts)) for (const label of Object.keys(labels)) labels[label] = round4(labels[label] / members.length);
  return counts;
}

function densityOnGrid(paths: Fixation[][], cells: number): Float64Array {
  const weights = new Float64Array(cells);
  for (const path of paths) for (const f of path) weights[f.cell] += f.dur;
  return weights;
}

export class ModelSimulator implements Simulator {
  constructor(
    readonly backend: string,
    private readonly detectors: Detectors,
    private readonly nMax: number,
    private readonly parameters: ModelParameters,
  ) {}

  async runImage(image: SimulationImage, setup: AudienceSetup, options: RunImageOptions = {}): Promise<ImageOutcome> {
    const progress = (fraction: number) => options.onProgress?.(Math.min(1, Math.max(0, fraction)));
    progress(0);
    const analysis = await analyseImage(image.bytes, this.detectors);
    const { width, height } = analysis;
    progress(0.25);
    // Image i of a job has its own seed, so it can be redone alone with the same result.
    const seed = new Rng(setup.seed, image.index).next() * 2 ** 32;
    const run = await simulateViewers(analysis, setup.categories, viewerCount(setup.scale, this.nMax), seed, this.parameters, {
      readingDirectionBias: options.readingDirectionBias ?? true,
      onProgress: (f) => progress(0.25 + 0.5 * f),
      signal: options.signal,
    });
    const rng = new Rng(seed, 1);
    const areas = areasOfInterest(analysis.detections, run.density, width, height);
    const aoi = scoreAreas(areas, run.paths, width, height);
    const affect = viewerAffect(analysis.appearance, analysis.detections, run.viewers, run.paths, rng);
    const focus = focusOf(densityOnGrid(run.paths, analysis.features.grid.w * analysis.features.grid.h));
    const capture = captureShare(areas, aoi.eyeCatchers, run.paths);
    const consensus = consensusOf(run.paths, width, height, rng);
    progress(0.8);

    const picture = await decodeRgb(image.bytes, Math.max(width, height) > OVERLAY_LONG_SIDE ? OVERLAY_LONG_SIDE : undefined);
    const scale = picture.width / width;
    const painter = await DensityPainter.create(picture, run.density, scale);
    const uniqueObjects: Record<string, ImageOutcome["saliency_map_jet"]> = {};
    for (const area of areas) uniqueObjects[area.name] = await painter.render(area.box);
    const clusters: ClusterOutcome[] = [];
    for (const [i, cluster] of (consensus?.clusters ?? []).entries()) {
      clusters.push({
        cluster_id: i,
        overlay: await scanpathOverlay(picture, scale, run.paths[cluster.medoid]),
        cluster_members_desc: membersDescription(run.viewers, cluster.members),
      });
    }
    const outcome: ImageOutcome = {
      input_image_idx: image.index,
      width,
      height,
      num_eye_catchers: aoi.eyeCatchers.length,
      overall_score: overallScore({ focus, capture, appeal: affect.approach / 100 }),
      emo_valence: round4(affect.valence),
      emo_arousal: round4(affect.arousal),
      emo_approach_score: round1(affect.approach),
      emo_risk_score: round1(affect.risk),
      aoi_reach_scores: aoi.reach,
      aoi_attention_shares: aoi.share,
      aoi_efficiency: aoi.efficiency,
      saliency_map_jet: await painter.render(),
      unique_objects: uniqueObjects,
      consensus_global_overlay: consensus ? await scanpathOverlay(picture, scale, run.paths[consensus.medoid]) : null,
      consensus_clusters: clusters,
      density: await densityPng(run.density, width, height),
      viewers: run.viewers.map((viewer, v) => ({
        labels: viewer.labels,
        fixations: run.paths[v].map((f) => ({ x: round1(f.x), y: round1(f.y), dur: f.dur })),
      })),
    };
    progress(1);
    return outcome;
  }

  /** Nothing of its own to release: detector models are shared per process (see Detectors.load). */
  dispose(): Promise<void> {
    return Promise.resolve();
  }
}

/** Starts the best backend (or the forced one), loads the detectors from disk and returns the simulator. */
export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const backend = await initBackend(options.backend);
  const detectors = await Detectors.load();
  return new ModelSimulator(backend, detectors, options.nMax ?? DEFAULT_N_MAX, DEFAULT_PARAMETERS);
}
