import * as tf from "@tensorflow/tfjs";
import { blur, centredGaussian, gridSize, SAMPLING_LONG_SIDE } from "@adsight/engine/src/simulation/stages";
import { humanDensity, scoreMap, type MapScores } from "./evaluation";
import { cc, kl, nss, aucJudd, sim } from "./metrics";
import type { Sample } from "./readout-samples";

/*
 * The readout's priority map scored as a stored density would hold it: grid probabilities at a temperature, spread
 * over their cells, blurred and mixed with the centred Gaussian, with the post-processing fitted on training images.
 */

/** Temperature, blur and centre mixing of the priority map as stored. */
export interface Post {
  temperature: number;
  blurDegrees: number;
  centreMix: number;
}

/** Degrees of visual angle per sampling-grid cell at OSIE's 800 px (1° = 24 px). */
const CELL_DEGREES = 800 / SAMPLING_LONG_SIDE / 24;

function gridBlur(map: Float64Array, grid: { w: number; h: number }, sigma: number): Float64Array {
  if (sigma <= 0) return map;
  const r = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)));
  const pass = (src: Float64Array, dx: number, dy: number) => {
    const dst = new Float64Array(src.length);
    for (let y = 0; y < grid.h; y++) {
      for (let x = 0; x < grid.w; x++) {
        let s = 0;
        let wsum = 0;
        for (let k = -r; k <= r; k++) {
          const xx = x + k * dx;
          const yy = y + k * dy;
          if (xx < 0 || yy < 0 || xx >= grid.w || yy >= grid.h) continue;
          s += src[yy * grid.w + xx] * kernel[k + r];
          wsum += kernel[k + r];
        }
        dst[y * grid.w + x] = s / wsum;
      }
    }
    return dst;
  };
  return pass(pass(map, 1, 0), 0, 1);
}

function gridCentre(grid: { w: number; h: number }): Float64Array {
  return Float64Array.from(centredGaussian(grid.w, grid.h));
}

/** The map as stored, on the grid: tempered probabilities, blurred, mixed with the centred Gaussian. */
function gridDensity(logp: Float64Array, sample: Sample, post: Post): Float64Array {
  const p = logp.map((v) => Math.exp(v / post.temperature));
  const blurred = gridBlur(p, sample.grid, post.blurDegrees / CELL_DEGREES);
  const sum = blurred.reduce((a, b) => a + b, 0);
  const centre = gridCentre(sample.grid);
  const csum = centre.reduce((a, b) => a + b, 0);
  return blurred.map((v, c) => (1 - post.centreMix) * (v / sum) + post.centreMix * (centre[c] / csum));
}

/** The same at full image size, laid out like the runtime's density: 200-px raster, blur, mixing, bilinear resize. */
function fullDensity(logp: Float64Array, sample: Sample, post: Post): Float32Array {
  return tf.tidy(() => {
    const { w, h } = sample.grid;
    const p = tf.softmax(tf.tensor1d(Float32Array.from(logp)).div(post.temperature)).reshape<tf.Tensor4D>([1, h, w, 1]);
    const raster = gridSize(sample.width, sample.height, 200);
    let m: tf.Tensor4D = tf.image.resizeNearestNeighbor(p, [raster.h, raster.w], false, false);
    m = blur(m, post.blurDegrees * (24 / 800) * Math.max(raster.w, raster.h));
    m = m.div(m.sum());
    const centre = tf.tensor4d(centredGaussian(raster.w, raster.h), [1, raster.h, raster.w, 1]);
    m = m.mul(1 - post.centreMix).add(centre.div(centre.sum()).mul(post.centreMix));
    return tf.image.resizeBilinear(m, [sample.height, sample.width], false, true).dataSync() as Float32Array;
  });
}

const humanGrid = new Map<string, Float64Array>();
function humanOnGrid(sample: Sample): Float64Array {
  let d = humanGrid.get(sample.image.name);
  if (!d) {
    d = gridBlur(sample.counts, sample.grid, 1 / CELL_DEGREES);
    humanGrid.set(sample.image.name, d);
  }
  return d;
}

const humanFullCache = new Map<string, Float32Array>();
function humanFull(sample: Sample): Float32Array {
  let d = humanFullCache.get(sample.image.name);
  if (!d) {
    d = humanDensity(sample.points, sample.width, sample.height);
    humanFullCache.set(sample.image.name, d);
  }
  return d;
}

/** The saliency metrics and the information gain over a uniform map (bit per fixation). */
export interface Scores extends MapScores {
  ig: number;
}

function infoGain(logp: Float64Array, sample: Sample): number {
  let ll = 0;
  let n = 0;
  sample.counts.forEach((count, c) => {
    ll += count * logp[c];
    n += count;
  });
  return (ll / n + Math.log(logp.length)) / Math.log(2);
}

export function mean(all: Scores[]): Scores {
  const keys = Object.keys(all[0]) as (keyof Scores)[];
  return Object.fromEntries(keys.map((k) => [k, all.reduce((a, v) => a + v[k], 0) / all.length])) as unknown as Scores;
}

/** CC and KL on the sampling grid (cheap: for fits and the ablation); AUC and NSS are left out. */
export function scoreGrid(samples: Sample[], logps: Float64Array[], post: Post): Scores {
  return mean(
    samples.map((s, i) => {
      const d = Float32Array.from(gridDensity(logps[i], s, post));
      const hd = Float32Array.from(humanOnGrid(s));
      return { ig: infoGain(logps[i], s), aucJudd: NaN, nss: NaN, cc: cc(d, hd), kl: kl(d, hd), sAuc: NaN };
    }),
  );
}

/** The post-processing with the best KL − CC on these images' predicted maps. */
export function fitPost(samples: Sample[], logps: Float64Array[]): Post {
  let best = { post: { temperature: 1, blurDegrees: 1, centreMix: 0 }, loss: Infinity };
  for (const temperature of [0.8, 1, 1.25, 1.5, 2]) {
    for (const blurDegrees of [0.5, 1, 1.5, 2, 3]) {
      for (const centreMix of [0, 0.05, 0.1, 0.2, 0.35]) {
        const post = { temperature, blurDegrees, centreMix };
        const s = scoreGrid(samples, logps, post);
        // KL and CC weigh equally.
        if (s.kl - s.cc < best.loss) best = { post, loss: s.kl - s.cc };
      }
    }
  }
  return best.post;
}

export function format(s: Scores): string {
  return `IG ${s.ig.toFixed(3)} bit  AUC-Judd ${s.aucJudd.toFixed(3)}  NSS ${s.nss.toFixed(2)}  CC ${s.cc.toFixed(3)}  KL ${s.kl.toFixed(3)}  sAUC ${s.sAuc.toFixed(3)}`;
}

/** Every metric at each image's full size, each image with its own post-processing; the mean over the images. */
export function scoreFullPerImage(samples: Sample[], logps: Float64Array[], posts: Post[]): Scores {
  return mean(samples.map((_, i) => scoreFullOne(samples, logps, posts, i)));
}

/** Image i's metrics at full size (the others' fixations are the shuffled AUC's negatives). */
export function scoreFullOne(samples: Sample[], logps: Float64Array[], posts: Post[], i: number): Scores {
  const s = samples[i];
  const post = posts[i];
  const d = fullDensity(logps[i], s, post);
  const hd = humanFull(s);
  const others = samples.filter((_, j) => j !== i).flatMap((o) => o.points);
  return { ig: infoGain(logps[i], s), ...scoreMap(d, s.points, others, hd, s.width, s.height) };
}

/** A design's map against its importance map: the metrics importance allows (Bylinskii et al. 2017). */
export interface ImportanceScores {
  cc: number;
  kl: number;
  sim: number;
}

function importanceScores(map: Float32Array, importance: Float32Array): ImportanceScores {
  return { cc: cc(map, importance), kl: kl(map, importance), sim: sim(map, importance) };
}

function meanOf<T extends object>(all: T[]): T {
  const keys = Object.keys(all[0]) as (keyof T)[];
  return Object.fromEntries(keys.map((k) => [k, all.reduce((a, v) => a + (v[k] as number), 0) / all.length])) as T;
}

/** Designs: each image's map at full size against its importance map, each image with its own post-processing. */
export function scoreImportancePerImage(samples: Sample[], logps: Float64Array[], posts: Post[]): ImportanceScores {
  return meanOf(samples.map((s, i) => importanceScores(fullDensity(logps[i], s, posts[i]), s.importance!)));
}

/** The centred Gaussian as a map of every image: fixation metrics on pages and photographs, importance metrics on designs. */
export function centredReference(samples: Sample[]): Scores | ImportanceScores {
  const maps = samples.map((s) =>
    tf.tidy(
      () =>
        tf.image
          .resizeBilinear(
            tf.tensor4d(centredGaussian(200, Math.round((200 * s.height) / s.width)), [1, Math.round((200 * s.height) / s.width), 200, 1]),
            [s.height, s.width],
            false,
            true,
          )
          .dataSync() as Float32Array,
    ),
  );
  if (samples[0].importance) return meanOf(samples.map((s, i) => importanceScores(maps[i], s.importance!)));
  return mean(
    samples.map((s, i) => {
      const others = samples.filter((_, j) => j !== i).flatMap((o) => o.points);
      return { ig: NaN, ...scoreMap(maps[i], s.points, others, humanFull(s), s.width, s.height) };
    }),
  );
}

/** One observer predicted from the others' blurred fixations (each observer in turn, averaged per image, then over images). */
export function interObserver(samples: Sample[]): Pick<Scores, "aucJudd" | "nss" | "cc"> {
  return meanOf(
    samples.map((s) => {
      const subjects = s.image.subjects.filter((subject) => subject.x.length > 0);
      return meanOf(
        subjects.map((subject, i) => {
          const own = subject.x.map((x, j) => ({ x, y: subject.y[j] }));
          const rest = subjects.filter((_, j) => j !== i).flatMap((o) => o.x.map((x, j) => ({ x, y: o.y[j] })));
          const map = humanDensity(rest, s.width, s.height);
          return {
            aucJudd: aucJudd(map, own, s.width, s.height),
            nss: nss(map, own, s.width, s.height),
            cc: cc(map, humanDensity(own, s.width, s.height)),
          };
        }),
      );
    }),
  );
}
