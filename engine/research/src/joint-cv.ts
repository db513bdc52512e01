import { designedProbability, fitContentClassifier, type ContentClassifier } from "./content-fit";
import { activeFor, fitReadout, predict, setDesigned, type ReadoutDesign } from "./readout-fit";
import type { HiddenOptions } from "./readout-hidden";
import {
  centredReference,
  format,
  interObserver,
  mean,
  scoreFullOne,
  scoreGrid,
  scoreImportancePerImage,
  type ImportanceScores,
  type Post,
  type Scores,
} from "./readout-scores";
import type { Sample, SampleSet } from "./readout-samples";
import { FOLDS } from "./osie";

/*
 * The readout cross-validated by image within each set (OSIE photographs, FiWI pages, GDI designs): fold f of
 * every set is held out together, the readout (and the content classifier, when designed content changes weights)
 * is fitted on the other folds of the sets trained on, and every held-out image of every set is predicted.
 */

export interface JointOptions {
  /** The sets fitted on (the others are only scored). */
  train: readonly SampleSet[];
  groups: readonly string[];
  lambda: number;
  setWeight: Partial<Record<SampleSet, number>>;
  /** The readout's hidden units (none: the linear readout). */
  hidden?: HiddenOptions;
}

export interface JointResult {
  logps: Float64Array[];
  posts: Post[];
  perImagePost: Post[];
  classifiers: ContentClassifier[];
}

export function hasInteractions(design: ReadoutDesign, groups: readonly string[]): boolean {
  return groups.some((g) => g.startsWith("designed:")) && design.interactions.length > 0;
}

/** Fits the classifier on these images and sets every sample's designed share from it. */
export function applyClassifier(train: Sample[], all: Sample[], design: ReadoutDesign): ContentClassifier {
  const classifier = fitContentClassifier(train.map((s) => ({ content: s.analysis.features.content!, designed: s.set !== "osie" })));
  for (const s of all) setDesigned(s, design, designedProbability(classifier, s.analysis.features.content!));
  return classifier;
}

export function jointCrossValidate(
  samples: Sample[],
  foldOf: (s: Sample) => number,
  design: ReadoutDesign,
  options: JointOptions,
): JointResult {
  const active = activeFor(design, options.groups);
  const interacting = hasInteractions(design, options.groups);
  const logps = new Array<Float64Array>(samples.length);
  const posts: Post[] = [];
  const classifiers: ContentClassifier[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = samples.filter((s) => foldOf(s) !== f && options.train.includes(s.set));
    if (interacting) classifiers.push(applyClassifier(train, samples, design));
    const { w, hidden, post } = fitReadout(train, design, active, options.lambda, options.setWeight, options.hidden);
    posts.push(post);
    samples.forEach((s, i) => {
      if (foldOf(s) === f) logps[i] = predict(s, w, design.k, active, hidden);
    });
  }
  return { logps, posts, perImagePost: samples.map((s) => posts[foldOf(s)]), classifiers };
}

export interface SetScores {
  images: number;
  crossValidated: Scores | ImportanceScores;
  /** Fixation sets: the standard deviation of the five folds' means. */
  foldSpread?: Scores;
}

/** Each set's cross-validated scores: fixation metrics on photographs and pages, CC / KL / SIM on designs. */
export function scoreSets(samples: Sample[], foldOf: (s: Sample) => number, result: JointResult): Partial<Record<SampleSet, SetScores>> {
  const out: Partial<Record<SampleSet, SetScores>> = {};
  for (const set of ["osie", "fiwi", "gdi"] as const) {
    const index = samples.flatMap((s, i) => (s.set === set ? [i] : []));
    if (!index.length) continue;
    const these = index.map((i) => samples[i]);
    const logps = index.map((i) => result.logps[i]);
    const posts = index.map((i) => result.perImagePost[i]);
    if (set === "gdi") {
      out[set] = { images: these.length, crossValidated: scoreImportancePerImage(these, logps, posts) };
      continue;
    }
    const perImage = these.map((_, i) => scoreFullOne(these, logps, posts, i));
    const byFold = Array.from({ length: FOLDS }, (_, f) => mean(perImage.filter((_, i) => foldOf(these[i]) === f)));
    const all = mean(perImage);
    const spread = Object.fromEntries(
      (Object.keys(all) as (keyof Scores)[]).map((k) => [k, Math.sqrt(byFold.reduce((a, v) => a + (v[k] - all[k]) ** 2, 0) / (FOLDS - 1))]),
    ) as unknown as Scores;
    out[set] = { images: these.length, crossValidated: all, foldSpread: spread };
  }
  return out;
}

/** The references of each set: the centred Gaussian, and on pages one observer against the other ten. */
export function references(samples: Sample[]): {
  centred: Partial<Record<SampleSet, Scores | ImportanceScores>>;
  interObserver: Pick<Scores, "aucJudd" | "nss" | "cc">;
} {
  const centred: Partial<Record<SampleSet, Scores | ImportanceScores>> = {};
  for (const set of ["osie", "fiwi", "gdi"] as const) {
    const these = samples.filter((s) => s.set === set);
    if (these.length) centred[set] = centredReference(these);
  }
  return { centred, interObserver: interObserver(samples.filter((s) => s.set === "fiwi")) };
}

export function formatSet(scores: Scores | ImportanceScores): string {
  if ("nss" in scores) return format(scores);
  return `CC ${scores.cc.toFixed(3)}  KL ${scores.kl.toFixed(3)}  SIM ${scores.sim.toFixed(3)}`;
}

/** Grid-only score (cheap) of the held-out maps: mean grid CC per set, for choosing between variants. */
export function gridCc(samples: Sample[], result: JointResult): Partial<Record<SampleSet, number>> {
  const out: Partial<Record<SampleSet, number>> = {};
  for (const set of ["osie", "fiwi", "gdi"] as const) {
    const index = samples.flatMap((s, i) => (s.set === set ? [i] : []));
    if (index.length) out[set] = mean(index.map((i) => scoreGrid([samples[i]], [result.logps[i]], result.perImagePost[i]))).cc;
  }
  return out;
}
