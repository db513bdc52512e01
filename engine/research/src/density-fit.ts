import * as tf from "@tensorflow/tfjs";
import {
  blur,
  blurredFixations,
  centredGaussian,
  DEGREE_FRACTION,
  type DensityCalibration,
  densityRaster,
  type ModelParameters,
  shapeDensity,
  simulateAudience,
  type TimedFixation,
} from "@adsight/engine/src/simulation/stages";
import type { FitImage } from "./calibration";
import { humanPoints } from "./evaluation";
import { cc, kl, type PixelFixation } from "./metrics";

/** Seeds of the fit's simulations (the scores use others). */
const SEED = 5000;

/** One image's simulated scanpaths and its observers' fixations. */
export interface DensityFitImage {
  width: number;
  height: number;
  paths: readonly (readonly TimedFixation[])[];
  points: PixelFixation[];
}

/** Every combination is tried. */
export const DENSITY_CANDIDATES = {
  blurDegrees: [0.75, 1, 1.25, 1.5],
  gamma: [0.8, 0.9, 1, 1.1, 1.2, 1.35, 1.5],
  centreMix: [0, 0.02, 0.05, 0.1],
} as const;

export interface DensityFit {
  calibration: DensityCalibration;
  /** Means over the images, on the density raster. */
  cc: number;
  kl: number;
}

/** The observers' fixations on the density raster, blurred by 1° as the metrics' reference map is at full size. */
function humanOnRaster(image: DensityFitImage): Float32Array {
  const { w, h } = densityRaster(image.width, image.height);
  const counts = new Float32Array(w * h);
  for (const p of image.points) {
    const gx = Math.min(w - 1, Math.max(0, Math.floor((p.x / image.width) * w)));
    const gy = Math.min(h - 1, Math.max(0, Math.floor((p.y / image.height) * h)));
    counts[gy * w + gx] += 1;
  }
  return tf.tidy(() => blur(tf.tensor4d(counts, [1, h, w, 1]), DEGREE_FRACTION * Math.max(w, h)).dataSync() as Float32Array);
}

/**
 * The calibration with the lowest mean KL − mean CC over the images (the two weigh equally, as in the readout's
 * fit). Scored on the density raster rather than at each image's full size: the maps are smooth at that scale, and
 * it keeps the search to seconds.
 */
export function fitDensityCalibration(images: DensityFitImage[]): DensityFit {
  const humans = images.map(humanOnRaster);
  const centres = images.map((image) => {
    const { w, h } = densityRaster(image.width, image.height);
    return centredGaussian(w, h);
  });
  let best: DensityFit & { loss: number } = { calibration: { blurDegrees: 1, gamma: 1, centreMix: 0 }, cc: NaN, kl: NaN, loss: Infinity };
  for (const blurDegrees of DENSITY_CANDIDATES.blurDegrees) {
    const blurred = images.map((image) => blurredFixations(image.paths, image.width, image.height, blurDegrees));
    for (const gamma of DENSITY_CANDIDATES.gamma) {
      for (const centreMix of DENSITY_CANDIDATES.centreMix) {
        const calibration = { blurDegrees, gamma, centreMix };
        let ccSum = 0;
        let klSum = 0;
        images.forEach((_, i) => {
          const density = shapeDensity(blurred[i], centres[i], calibration);
          ccSum += cc(density, humans[i]);
          klSum += kl(density, humans[i]);
        });
        const loss = (klSum - ccSum) / images.length;
        if (loss < best.loss) best = { calibration, cc: ccSum / images.length, kl: klSum / images.length, loss };
      }
    }
  }
  return { calibration: best.calibration, cc: best.cc, kl: best.kl };
}

/**
 * The density stage fitted on the images' simulated baseline viewers (`viewers` each, as the scores use them) with
 * these parameters: the fit sees what the runtime's density stage would be given.
 */
export async function fitDensityBySimulation(images: FitImage[], parameters: ModelParameters, viewers: number): Promise<DensityFit> {
  const fitImages: DensityFitImage[] = [];
  for (const [i, { image, analysis }] of images.entries()) {
    const { paths } = await simulateAudience(analysis, {}, viewers, SEED + i, parameters, { readingDirectionBias: false });
    fitImages.push({ width: analysis.width, height: analysis.height, paths, points: humanPoints(image.subjects) });
  }
  return fitDensityCalibration(fitImages);
}
