import { readFileSync, writeFileSync } from "node:fs";
import type { EmotionFidelity, NameFidelity, ScoreFidelity, SlideshowFidelity, VideoFidelity } from "@adsight/shared";
import type { DensityCalibration, ViewingClock } from "@adsight/engine/src/simulation/stages";
import { emotionTable } from "./emotion-record";
import type { EvaluationReport, MapScores } from "./evaluation";
import { readJson, writeJson } from "./json-file";
import { FIDELITY_FILE, SIMULATION_README } from "./paths";
import type { SetScores } from "./joint-cv";
import type { ImportanceScores, Post, Scores } from "./readout-scores";
import type { SampleSet } from "./readout-samples";
import type { Agreement, ViewingTimesReport } from "./viewing-times";

/*
 * fidelity.json: the model's fidelity records, one section per command that computes it. The accuracy page
 * (web/app/routes/accuracy.tsx) imports the file; the simulation README's fidelity tables are rendered from it between
 * markers, rewritten by every command that records a section (and by `npm run fidelity:readme`).
 */

/** `npm run score:osie -- --record 1`: the committed model on the 40 untouched images. */
export interface UntouchedRecord extends EvaluationReport {
  command: string;
}

/** `npm run readout -- --final 1`: the priority map's readout, cross-validated and then scored once on the untouched images. */
export interface ReadoutRecord {
  command: string;
  developmentImages: number;
  untouchedImages: string[];
  priorityMapPost: Post;
  crossValidated: Scores;
  untouched: Scores;
}

/** `npm run cv:stored-map -- --record 1`: the stored map as written, 5-fold cross-validated. */
export interface StoredMapRecord {
  command: string;
  developmentImages: number;
  viewersPerImage: number;
  folds: { images: number; firstFixationCentre: number; density: DensityCalibration; scores: MapScores }[];
  crossValidated: MapScores;
  centredGaussian: MapScores;
  scanpaths: Pick<EvaluationReport, "synthetic" | "human" | "wasserstein">;
}

/** `npm run clock -- --record 1`: the viewers' clock, 5-fold cross-validated on photographs and web pages. */
export interface ClockRecord {
  command: string;
  viewersPerImage: number;
  /** Fitted on all the development photographs and pages: what parameters.json holds. */
  clock: ViewingClock;
  folds: ViewingClock[];
  photos: ClockSetRecord;
  pages: ClockSetRecord;
}

export interface ClockSetRecord {
  images: number;
  /** Another model (`--before DIR`), on the same images. */
  before?: ViewingTimesReport;
  after: ViewingTimesReport;
  early: EarlyLikelihood;
}

/** The held-out observers' fixations 1, 2, … scored by the model without and with the early tilts fitted on the other folds. */
export interface EarlyLikelihood {
  fixations: number[];
  /** Mean log-likelihood per fixation (on the sampling grid). */
  untilted: number[];
  tilted: number[];
}

/** `npm run readout -- --final 1`: the readout per set (photographs, web pages, designs), before and after designed content. */
export interface DesignedRecord {
  command: string;
  about: string;
  /** The maps whose weight designed content changes. */
  interact: string[];
  /** The weight of the designed sets' fixations in the fit (OSIE's: 1). */
  designedWeight: number;
  before: Partial<Record<SampleSet, SetScores>>;
  after: Partial<Record<SampleSet, SetScores>>;
  centredGaussian: Partial<Record<SampleSet, Scores | ImportanceScores>>;
  /** Web pages: each observer predicted from the other ten. */
  interObserver: Pick<Scores, "aucJudd" | "nss" | "cc">;
}

export interface Fidelity {
  about: string;
  untouched: UntouchedRecord;
  readout: ReadoutRecord;
  storedMap: StoredMapRecord;
  /** `npm run emotion -- --record 1` (emotion-record.ts). */
  emotion?: EmotionFidelity;
  clock: ClockRecord;
  /** Absent in records made before designed content was fitted. */
  designed?: DesignedRecord;
  /** `npm run video-check -- --record 1` (video-record.ts). */
  video?: VideoFidelity;
  slideshows?: SlideshowFidelity;
  /** `npm run name-check -- --record 1`. */
  names?: NameFidelity;
  /** `npm run scores -- --record 1` (score-fidelity.ts): clarity, appeal, labels and the A/B pairs. */
  scores?: ScoreFidelity;
}

export type FidelitySection = Exclude<keyof Fidelity, "about">;

export function readFidelity(): Fidelity {
  return readJson<Fidelity>(FIDELITY_FILE);
}

/** Replaces one section of fidelity.json and rewrites the README's tables from the result. */
export function recordFidelity<K extends FidelitySection>(section: K, record: Fidelity[K]): void {
  const fidelity = { ...readFidelity(), [section]: record };
  writeJson(FIDELITY_FILE, fidelity);
  writeReadme(readFidelity());
}

/** Issue 11's acceptance, on the stored map: AUC-Judd ≥ 0.85, NSS ≥ 2.3, CC ≥ 0.65, KL ≤ 1.0. */
const ACCEPTANCE = { aucJudd: 0.85, nss: 2.3, cc: 0.65, kl: 1.0 };

const meets = (s: MapScores) =>
  s.aucJudd >= ACCEPTANCE.aucJudd && s.nss >= ACCEPTANCE.nss && s.cc >= ACCEPTANCE.cc && s.kl <= ACCEPTANCE.kl;
const four = (s: MapScores) => `${s.aucJudd.toFixed(3)} / ${s.nss.toFixed(2)} / ${s.cc.toFixed(3)} / ${s.kl.toFixed(3)}`;
const cells = (s: MapScores) => [s.aucJudd.toFixed(3), s.nss.toFixed(2), s.cc.toFixed(3), s.kl.toFixed(3), s.sAuc.toFixed(3)];
const row = (values: (string | number)[]) => `| ${values.join(" | ")} |`;

function summary({ untouched, readout, storedMap }: Fidelity): string {
  const cv = storedMap.crossValidated;
  const verdict = meets(cv) && meets(untouched.model) ? "is met" : "is not met";
  const bits = (s: Scores) => `${s.ig.toFixed(2)} bit/fix`;
  return [
    `Issue 11's acceptance (AUC-Judd ≥ ${ACCEPTANCE.aucJudd}, NSS ≥ ${ACCEPTANCE.nss}, CC ≥ ${ACCEPTANCE.cc}, KL ≤ ${ACCEPTANCE.kl.toFixed(1)},`,
    `cross-validated, on the stored map) ${verdict}: ${four(cv)} over the ${storedMap.developmentImages} development images, and`,
    `${four(untouched.model)} on the ${untouched.images} untouched ones.`,
    "",
    row(["command", "images", "AUC-Judd", "NSS", "CC", "KL", "sAUC", "info gain"]),
    row(Array<string>(8).fill("---")),
    row([
      `\`${readout.command.replace(" -- --final 1", "")}\` (5-fold CV of the priority map)`,
      `${readout.developmentImages} development`,
      ...cells(readout.crossValidated),
      bits(readout.crossValidated),
    ]),
    row([
      `\`${readout.command}\`: fitted on the ${readout.developmentImages} development photographs with the pages and designs, scored once`,
      `${readout.untouchedImages.length} untouched`,
      ...cells(readout.untouched),
      bits(readout.untouched),
    ]),
    row([
      `\`${storedMap.command}\` (5-fold CV of the stored map, table below)`,
      `${storedMap.developmentImages} development`,
      ...cells(cv),
      "",
    ]),
    row([
      `\`${untouched.command}\` (${untouched.viewersPerImage.toLocaleString("en-US").replace(",", " ")} simulated viewers, the 16-bit density PNG as written)`,
      `${untouched.images} untouched`,
      ...cells(untouched.model),
      "",
    ]),
    row(["centred Gaussian", `${untouched.images} untouched`, ...cells(untouched.centredGaussian), ""]),
  ].join("\n");
}

function folds({ storedMap }: Fidelity): string {
  return [
    row(["fold", "first fixation", "density (blur, γ, centre mix)", "AUC-Judd", "NSS", "CC", "KL", "sAUC"]),
    row(Array<string>(8).fill("---")),
    ...storedMap.folds.map((fold, i) => {
      const { blurDegrees, gamma, centreMix } = fold.density;
      return row([i, `×${fold.firstFixationCentre}`, `${blurDegrees}°, ${gamma}, ${centreMix}`, ...cells(fold.scores)]);
    }),
    row([`mean over the ${storedMap.developmentImages} images`, "", "", ...cells(storedMap.crossValidated)]),
    row(["centred Gaussian", "", "", ...cells(storedMap.centredGaussian)]),
  ].join("\n");
}

/** `withBefore`: the table has a column for the `--before` model (the records hold one). */
function clockSet(name: string, set: ClockSetRecord, withBefore: boolean): string[] {
  const { before, after } = set;
  const line = (cells: string[]) => row(withBefore ? cells : [cells[0], ...cells.slice(2)]);
  const r = (a: Agreement) => (a.areas > 0 ? `r ${a.r.toFixed(2)}, bias ${a.bias >= 0 ? "+" : ""}${a.bias.toFixed(1)}` : "no areas");
  const ms = (a: Agreement) =>
    a.areas > 0
      ? `${a.median[0].toFixed(0)} vs ${a.median[1].toFixed(0)} ms, bias ${a.bias >= 0 ? "+" : ""}${a.bias.toFixed(0)} ms`
      : "no areas";
  const sides = (f: (report: ViewingTimesReport) => string, half: string) => [before ? f(before) : "", f(after), half];
  const timing = (report: ViewingTimesReport) => report.timing.model;
  const people = after.timing.people;
  return [
    line([`${name} (${set.images}; ${after.areas} areas)`, "", "", ""]),
    line(["reach (% of viewers, r and mean bias in points)", ...sides((x) => r(x.model.reach), r(after.splitHalf.reach))]),
    line(["seen within 1 s", ...sides((x) => r(x.model.seen1s), r(after.splitHalf.seen1s))]),
    line([
      "median time to first look (median over areas, model vs people)",
      ...sides((x) => ms(x.model.firstLookMs), ms(after.splitHalf.firstLookMs)),
    ]),
    line(["dwell (ms, r and mean bias)", ...sides((x) => r(x.model.dwellMs), r(after.splitHalf.dwellMs))]),
    line([
      'NSS on people\'s first-second fixations: "First second" heatmap vs full heatmap',
      ...sides(
        (x) => `${x.firstSecondNss.firstSecondMap.toFixed(2)} vs ${x.firstSecondNss.fullMap.toFixed(2)}`,
        `${after.firstSecondNss.splitHalf.firstSecondMap.toFixed(2)} vs ${after.firstSecondNss.splitHalf.fullMap.toFixed(2)}`,
      ),
    ]),
    line([
      "held-out first fixations 1–4: log-likelihood per fixation without → with the early tilts",
      "",
      set.early.untilted.map((u, k) => `${u.toFixed(2)} → ${set.early.tilted[k].toFixed(2)}`).join(", "),
      "",
    ]),
    line([
      "first onset (median), fixations per viewer, median saccade amplitude",
      ...sides(
        (x) =>
          `${timing(x).firstOnsetMs.toFixed(0)} ms, ${timing(x).fixationsPerViewer.toFixed(2)}, ${timing(x).amplitudeMedianPx.toFixed(0)} px`,
        `people: ${people.firstOnsetMs.toFixed(0)} ms, ${people.fixationsPerViewer.toFixed(2)}, ${people.amplitudeMedianPx.toFixed(0)} px`,
      ),
    ]),
  ];
}

function clock({ clock: record }: Fidelity): string {
  const { latency, saccade, early } = record.clock;
  const withBefore = Boolean(record.photos.before ?? record.pages.before);
  const tilt = (values: Record<string, number>) =>
    Object.entries(values)
      .map(([group, v]) => `${group} ${v >= 0 ? "+" : ""}${v.toFixed(2)}`)
      .join(", ");
  return [
    `Fitted on all the development photographs and pages: latency e^${latency.logMean.toFixed(3)} = ${Math.exp(latency.logMean).toFixed(0)} ms ` +
      `(log sd ${latency.logSd.toFixed(3)}), saccades ${saccade.baseMs.toFixed(1)} ms + ${saccade.msPerDegree.toFixed(2)} ms/°. ` +
      "Early tilts (β per group, photograph; designed adds):",
    "",
    ...early.map((t, k) => `- fixation ${k + 1}: ${tilt(t.photograph)}; designed ${tilt(t.designed)}`),
    "",
    row([
      "figure",
      ...(withBefore ? ["before (the `--before` model)"] : []),
      `after (5-fold CV, ${record.viewersPerImage} viewers per image)`,
      "two halves of the observers",
    ]),
    row(Array<string>(withBefore ? 4 : 3).fill("---")),
    ...clockSet("development photographs", record.photos, withBefore),
    ...clockSet("development web pages", record.pages, withBefore),
  ].join("\n");
}

const SET_NAMES: Record<SampleSet, string> = { osie: "OSIE photographs", fiwi: "FiWI web pages", gdi: "GDI designs" };

function designedTable({ designed }: Fidelity): string {
  if (!designed) return "(not recorded yet)";
  const fixations = (s: Scores | ImportanceScores | undefined) =>
    s && "nss" in s ? [s.aucJudd.toFixed(3), s.nss.toFixed(2), s.cc.toFixed(3), s.kl.toFixed(3), "–"] : ["–", "–", "–", "–", "–"];
  const values = (s: Scores | ImportanceScores | undefined) =>
    !s ? fixations(s) : "nss" in s ? fixations(s) : ["–", "–", s.cc.toFixed(3), s.kl.toFixed(3), s.sim.toFixed(3)];
  const spread = (s: SetScores | undefined) =>
    s?.foldSpread
      ? `± ${s.foldSpread.aucJudd.toFixed(3)} / ${s.foldSpread.nss.toFixed(2)} / ${s.foldSpread.cc.toFixed(3)} / ${s.foldSpread.kl.toFixed(3)}`
      : "";
  const rows: string[] = [
    row(["set", "images", "map", "AUC-Judd", "NSS", "CC", "KL", "SIM", "fold spread (sd of 5 folds: AUC / NSS / CC / KL)"]),
    row(Array<string>(9).fill("---")),
  ];
  for (const set of ["osie", "fiwi", "gdi"] as const) {
    const after = designed.after[set];
    if (!after) continue;
    const name = SET_NAMES[set];
    rows.push(
      row([
        name,
        after.images,
        "before (fitted on photographs)",
        ...values(designed.before[set]?.crossValidated),
        spread(designed.before[set]),
      ]),
    );
    rows.push(row([name, after.images, "after (fitted on all three)", ...values(after.crossValidated), spread(after)]));
    rows.push(row([name, after.images, "centred Gaussian", ...values(designed.centredGaussian[set]), ""]));
    if (set === "fiwi") {
      const o = designed.interObserver;
      rows.push(
        row([name, after.images, "one observer from the other ten", o.aucJudd.toFixed(3), o.nss.toFixed(2), o.cc.toFixed(3), "–", "–", ""]),
      );
    }
  }
  return rows.join("\n");
}

/** The README's generated blocks by marker name. */
export function renderFidelity(fidelity: Fidelity): Record<string, string> {
  const blocks: Record<string, string> = {
    "fidelity-summary": summary(fidelity),
    "fidelity-folds": folds(fidelity),
    "fidelity-clock": clock(fidelity),
    "fidelity-designed": designedTable(fidelity),
  };
  if (fidelity.emotion) blocks["fidelity-emotion"] = emotionTable(fidelity.emotion);
  return blocks;
}

/** The README with each `<!-- NAME -->` … `<!-- /NAME -->` block replaced by its rendering. */
export function withFidelity(readme: string, fidelity: Fidelity): string {
  let out = readme;
  for (const [name, body] of Object.entries(renderFidelity(fidelity))) {
    const start = `<!-- ${name}: generated from engine/research/fidelity.json by npm run fidelity:readme -w @adsight/research -->`;
    const end = `<!-- /${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${SIMULATION_README} lacks the ${name} markers`);
    out = `${out.slice(0, from + start.length)}\n${body}\n${out.slice(to)}`;
  }
  return out;
}

export function writeReadme(fidelity: Fidelity): void {
  writeFileSync(SIMULATION_README, withFidelity(readFileSync(SIMULATION_README, "utf8"), fidelity));
}
