import { readFileSync } from "node:fs";
import { type Box, Detectors, initBackend } from "@adsight/engine/src/simulation/stages";
import { area, type FoundArea, iou, matchImage, overlap } from "../design-matching";
import { type DesignSample, FOLDS, loadDesignSamples } from "../design-samples";
import { solve } from "../linear-algebra";
import { LOGO_FEATURES, logoCandidates } from "../logo-candidates";

/*
 * `npm run logo-cv -w @adsight/research`: could pictorial logos be found from the image alone? The candidates of
 * logo-candidates.ts on the 26 development designs and 26 web pages, scored by a logistic regression (class-balanced,
 * L2) of their features, a candidate being a logo when it overlaps an annotated logo (design-boxes.json) at IoU ≥ 0.3.
 * 5-fold cross-validated by image within each set: fitted on four folds, the fifth's candidates above a score are kept
 * best first (at most K an image, none overlapping a kept one by 30 % of the smaller), and matched as design-check
 * matches eye catchers: logos found, and logo boxes that find or lie on an annotated element of any role (correct).
 * Nothing is written: the detector is not in the model (its precision is far under the 0.9 the eye catchers hold).
 */

const L2 = [0.0001, 0.001, 0.01];
const THRESHOLDS = [0, 1, 2, 3, 4];
const PER_IMAGE = [1, 2];
const POSITIVE_IOU = 0.3;

interface Row {
  sample: DesignSample;
  box: Box;
  features: number[];
  logo: boolean;
}

/** Class-balanced logistic regression by Newton's method on standardised features; the weights back in raw units. */
function fitLogistic(rows: Row[], l2: number): number[] {
  const d = LOGO_FEATURES.length;
  const n = d + 1;
  const mean = LOGO_FEATURES.map((_, j) => rows.reduce((s, r) => s + r.features[j], 0) / rows.length);
  const sd = LOGO_FEATURES.map((_, j) => Math.sqrt(rows.reduce((s, r) => s + (r.features[j] - mean[j]) ** 2, 0) / rows.length) || 1);
  const x = rows.map((r) => [...r.features.map((v, j) => (v - mean[j]) / sd[j]), 1]);
  const positives = rows.filter((r) => r.logo).length;
  const positiveWeight = (rows.length - positives) / Math.max(1, positives);
  let w = new Array<number>(n).fill(0);
  for (let step = 0; step < 25; step++) {
    const gradient = new Float64Array(n);
    const hessian = new Float64Array(n * n);
    rows.forEach((row, i) => {
      const p = 1 / (1 + Math.exp(-x[i].reduce((s, v, j) => s + v * w[j], 0)));
      const weight = row.logo ? positiveWeight : 1;
      for (let a = 0; a < n; a++) {
        gradient[a] += weight * (p - (row.logo ? 1 : 0)) * x[i][a];
        for (let b = 0; b < n; b++) hessian[a * n + b] += weight * p * (1 - p) * x[i][a] * x[i][b];
      }
    });
    for (let a = 0; a < d; a++) {
      gradient[a] += l2 * rows.length * w[a];
      hessian[a * n + a] += l2 * rows.length;
    }
    hessian[d * n + d] += 1e-9;
    const delta = solve(hessian, gradient, n);
    w = w.map((v, j) => v - delta[j]);
  }
  const raw = LOGO_FEATURES.map((_, j) => w[j] / sd[j]);
  return [...raw, w[d] - LOGO_FEATURES.reduce((s, _, j) => s + (w[j] * mean[j]) / sd[j], 0)];
}

const scoreOf = (w: number[], features: number[]) => w[features.length] + features.reduce((s, v, j) => s + v * w[j], 0);

function kept(rows: Row[], w: number[], threshold: number, perImage: number): Row[] {
  const ranked = rows
    .map((row) => ({ row, score: scoreOf(w, row.features) }))
    .filter((r) => r.score >= threshold)
    .sort((a, b) => b.score - a.score);
  const out: Row[] = [];
  for (const { row } of ranked) {
    const mine = out.filter((o) => o.sample === row.sample);
    if (mine.length >= perImage) continue;
    if (mine.some((o) => overlap(o.box, row.box) > 0.3 * Math.min(area(o.box), area(row.box)))) continue;
    out.push(row);
  }
  return out;
}

async function main(): Promise<void> {
  await initBackend("wasm");
  const samples = await loadDesignSamples(await Detectors.load());
  const rows: Row[] = [];
  for (const sample of samples) {
    const logos = sample.elements.filter((e) => e.role === "logo").map((e) => e.box);
    const scale = (b: Box): Box => ({ x: b.x * sample.scale, y: b.y * sample.scale, w: b.w * sample.scale, h: b.h * sample.scale });
    const candidates = await logoCandidates(readFileSync(sample.file), {
      width: sample.width,
      height: sample.height,
      designed: sample.designed,
      text: sample.read.map((l) => scale(l.box)),
      objects: sample.objects.filter((o) => o.score >= 0.35).map((o) => o.box),
    });
    for (const c of candidates)
      rows.push({ sample, box: c.box, features: c.features, logo: logos.some((l) => iou(l, c.box) >= POSITIVE_IOU) });
  }
  const logos = samples.flatMap((s) => s.elements.filter((e) => e.role === "logo"));
  console.log(
    `logo-cv: ${rows.length} candidates on ${samples.length} images, ${rows.filter((r) => r.logo).length} of them on one of the ` +
      `${logos.length} annotated logos (${logos.filter((l) => rows.some((r) => r.logo && iou(l.box, r.box) >= POSITIVE_IOU)).length} logos with a candidate)`,
  );
  console.log("5-fold cross-validated (designs and pages together): L2, threshold, at most K an image → logos found, logo boxes correct");
  for (const l2 of L2) {
    const weights = Array.from({ length: FOLDS }, (_, k) =>
      fitLogistic(
        rows.filter((r) => r.sample.fold !== k),
        l2,
      ),
    );
    for (const threshold of THRESHOLDS) {
      for (const perImage of PER_IMAGE) {
        let found = 0;
        let boxes = 0;
        let correct = 0;
        for (let k = 0; k < FOLDS; k++) {
          const picked = kept(
            rows.filter((r) => r.sample.fold === k),
            weights[k],
            threshold,
            perImage,
          );
          for (const sample of samples.filter((s) => s.fold === k)) {
            const areas = picked
              .filter((r) => r.sample === sample)
              .map((r, i): FoundArea => ({ name: `logo ${i}`, kind: "logo", box: r.box, text: null }));
            const outcome = matchImage(sample.elements, areas, new Set(["logo"]));
            found += outcome.elements.filter((e) => e.foundBy.length > 0).length;
            boxes += areas.length;
            correct += outcome.areas.filter((a) => a.correct).length;
          }
        }
        console.log(
          `  ${l2}  ${threshold}  ${perImage}  →  found ${found}/${logos.length} (${(found / logos.length).toFixed(2)}), ` +
            `correct ${correct}/${boxes} (${(correct / Math.max(1, boxes)).toFixed(2)})`,
        );
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
