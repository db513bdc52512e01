import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type AudienceSetup,
  DEFAULT_PARAMETERS,
  Detectors,
  EYE_CATCHER_REACH,
  initBackend,
  ModelSimulator,
} from "@adsight/engine/src/simulation/stages";
import { encodeImage } from "@adsight/engine/src/modules/creatives/image-codec";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { IMAGE_JPEG_QUALITY } from "@adsight/shared";
import {
  addTallies,
  type AnnotatedElement,
  COVER,
  emptyTally,
  familyOf,
  type FoundArea,
  type ImageOutcome,
  matchImage,
  MIN_IOU,
  NAME_ERRORS,
  ON_ELEMENTS,
  tally,
  type Tally,
} from "../design-matching";
import { modelFingerprint } from "../model-fingerprint";
import { ANNOTATIONS_DIR, REPO_ROOT } from "../paths";

/*
 * `npm run design-check -w @adsight/research -- [--viewers N] [--seed N] [--json FILE]`
 *
 * The product's current model on the 26 development designs and 26 development web pages (../shared/data/designed-dev)
 * against their hand annotations (annotations/design-boxes.json): recall of the annotated headlines, brand names and
 * logos (on the pages: headings, brand names and logos) among each image's eye catchers, found and found and named by
 * their words, and the precision of the text, logo and object eye catchers (those that find no annotated element of
 * any role and lie mostly off them are false). Each image is stored as an upload is (re-encoded, `encodeImage`) and
 * goes through the worker's stages (ModelSimulator.runImage, baseline audience, N viewers). "Listed" is every automatic area the results page lists; "counted" those reached by
 * at least EYE_CATCHER_REACH % of viewers, the image's eye-catcher count. The matching rule is design-matching.ts's.
 * Outcomes are cached in engine/.cache/design-check under a fingerprint of the model's sources and files, so a model
 * change runs afresh. `--json FILE` writes the figures, the misses and the false eye catchers.
 */

interface StoredArea extends FoundArea {
  /** % of viewers who looked at it. */
  reach: number;
}

interface Analysed {
  width: number;
  height: number;
  areas: StoredArea[];
}

interface SetSpec {
  key: "designs" | "pages";
  dir: string;
  /** The roles recall is measured on. */
  roles: ReadonlySet<string>;
}

const DATA_DIR = path.resolve(REPO_ROOT, "../shared/data/designed-dev");
const SETS: SetSpec[] = [
  { key: "designs", dir: path.join(DATA_DIR, "gdi/images"), roles: new Set(["headline", "brand", "logo"]) },
  { key: "pages", dir: path.join(DATA_DIR, "fiwi/images"), roles: new Set(["heading", "brand", "logo"]) },
];
const CACHE = path.resolve(REPO_ROOT, "engine/.cache/design-check");
/** The floor of the "tall" rows, as issue 19's text measure. */
const MIN_LETTER_HEIGHT = 12;

type Annotations = Record<SetSpec["key"], Record<string, AnnotatedElement[]>>;

function loadAnnotations(): Annotations {
  type Raw = { role: string; text: string; box: [number, number, number, number]; letterHeight: number };
  const json = JSON.parse(readFileSync(path.join(ANNOTATIONS_DIR, "design-boxes.json"), "utf8")) as Record<
    SetSpec["key"],
    Record<string, Raw[]>
  >;
  const convert = (set: Record<string, Raw[]>) =>
    Object.fromEntries(
      Object.entries(set).map(([name, list]) => [
        name,
        list.map((e) => ({
          role: e.role,
          text: e.text,
          letterHeight: e.letterHeight,
          box: { x: e.box[0], y: e.box[1], w: e.box[2], h: e.box[3] },
        })),
      ]),
    );
  return { designs: convert(json.designs), pages: convert(json.pages) };
}

/** The model's fingerprint with the upload's encoding: the cache's key. */
const checkFingerprint = () =>
  modelFingerprint(readFileSync(path.resolve(REPO_ROOT, "engine/src/modules/creatives/image-codec.ts")), String(IMAGE_JPEG_QUALITY));

function baselineSetup(seed: number): AudienceSetup {
  return { categories: {}, scale: 100, seed, context: { location: "", startDate: "", endDate: "", audience: "" } };
}

async function analyseAll(
  files: { key: string; file: string }[],
  viewers: number,
  seed: number,
  fingerprint: string,
): Promise<Record<string, Analysed>> {
  mkdirSync(CACHE, { recursive: true });
  let simulator: ModelSimulator | undefined;
  const out: Record<string, Analysed> = {};
  for (const [index, { key, file }] of files.entries()) {
    const cached = path.join(CACHE, `${key.replace("/", "-")}-${viewers}v-${seed}s-${fingerprint}.json`);
    if (existsSync(cached)) {
      out[key] = JSON.parse(readFileSync(cached, "utf8")) as Analysed;
      continue;
    }
    simulator ??= new ModelSimulator(await initBackend(), await Detectors.load(), viewers, DEFAULT_PARAMETERS);
    const started = Date.now();
    const stored = await encodeImage(readFileSync(file), key);
    if (typeof stored === "string") throw new Error(stored);
    const outcome = await simulator.runImage({ index, bytes: stored.bytes }, baselineSetup(seed));
    out[key] = {
      width: outcome.width,
      height: outcome.height,
      areas: outcome.eye_catchers
        .filter((e) => e.kind !== "custom")
        .map((e) => ({
          name: e.name,
          kind: e.kind,
          text: e.text,
          box: { x: e.box.x, y: e.box.y, w: e.box.width, h: e.box.height },
          reach: outcome.aoi_reach_scores[e.name] ?? 0,
        })),
    };
    writeFileSync(cached, JSON.stringify(out[key]));
    console.log(`analysed ${key} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return out;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

interface Row {
  set: string;
  eyeCatchers: "listed" | "counted";
  floor: "all" | "tall";
  tally: Tally;
}

function figures(t: Tally) {
  return {
    ...t,
    recall: Number(ratio(t.found, t.elements).toFixed(3)),
    namedRecall: Number(ratio(t.named, t.elements).toFixed(3)),
    precision: Number(ratio(t.correct, t.areas).toFixed(3)),
  };
}

function printTable(rows: Row[]): void {
  const header = [
    "set",
    "eye catchers",
    "elements",
    "n",
    "found",
    "recall",
    "named",
    "named recall",
    "text/logo/object",
    "correct",
    "precision",
  ];
  const lines = rows.map((r) => {
    const f = figures(r.tally);
    return [
      r.set,
      r.eyeCatchers === "listed" ? "listed" : `counted (reach ≥ ${EYE_CATCHER_REACH} %)`,
      r.floor === "all" ? "all" : `letters ≥ ${MIN_LETTER_HEIGHT} px`,
      String(f.elements),
      String(f.found),
      f.recall.toFixed(3),
      String(f.named),
      f.namedRecall.toFixed(3),
      String(f.areas),
      String(f.correct),
      f.precision.toFixed(3),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(format(l));
}

const describeElement = (e: AnnotatedElement) =>
  `${e.role} ${e.text ? `"${e.text}"` : "(pictorial)"} [${[e.box.x, e.box.y, e.box.w, e.box.h].join(", ")}]`;

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["viewers", "seed", "json"]);
  const viewers = intArg(args.viewers, "viewers", 1000, 1, 10_000);
  const seed = intArg(args.seed, "seed", 7, 0, 2 ** 31 - 1);
  const annotations = loadAnnotations();
  const fingerprint = checkFingerprint();
  const files = SETS.flatMap((set) =>
    Object.keys(annotations[set.key]).map((name) => ({ key: `${set.key}/${name}`, file: path.join(set.dir, name) })),
  );
  const analysed = await analyseAll(files, viewers, seed, fingerprint);

  const rows: Row[] = [];
  const perRole: Record<string, Record<string, Tally>> = {};
  const missed: { image: string; element: string; listedAs: string[] }[] = [];
  const unnamed: { image: string; element: string; foundBy: string[] }[] = [];
  const falseOnes: { image: string; name: string; kind: string; reach: number }[] = [];
  const misnamed: { image: string; name: string; finds: string[] }[] = [];
  for (const set of SETS) {
    const outcomes: Record<"listed" | "counted", ImageOutcome[]> = { listed: [], counted: [] };
    for (const [name, elements] of Object.entries(annotations[set.key])) {
      const image = `${set.key}/${name}`;
      const areas = analysed[image].areas;
      const listed = matchImage(elements, areas, set.roles);
      const counted = matchImage(
        elements,
        areas.filter((a) => a.reach >= EYE_CATCHER_REACH),
        set.roles,
      );
      outcomes.listed.push(listed);
      outcomes.counted.push(counted);
      for (const o of listed.elements) {
        if (o.foundBy.length === 0) missed.push({ image, element: describeElement(o.element), listedAs: [] });
        else if (o.namedBy.length === 0) unnamed.push({ image, element: describeElement(o.element), foundBy: o.foundBy });
      }
      for (const a of listed.areas) {
        const reach = (a.area as StoredArea).reach;
        if (!a.correct) falseOnes.push({ image, name: a.area.name, kind: a.area.kind, reach });
        else if (a.area.kind === "object" && a.finds.some((role) => familyOf(role) === "writing"))
          misnamed.push({ image, name: a.area.name, finds: a.finds });
      }
    }
    for (const which of ["listed", "counted"] as const) {
      for (const floor of ["all", "tall"] as const) {
        const counted = floor === "all" ? () => true : (e: AnnotatedElement) => e.letterHeight >= MIN_LETTER_HEIGHT;
        rows.push({
          set: set.key,
          eyeCatchers: which,
          floor,
          tally: outcomes[which].map((o) => tally(o, counted)).reduce(addTallies, emptyTally),
        });
      }
    }
    perRole[set.key] = Object.fromEntries(
      [...set.roles].map((role) => [role, outcomes.listed.map((o) => tally(o, (e) => e.role === role)).reduce(addTallies, emptyTally)]),
    );
  }

  console.log(
    `design-check: model ${fingerprint}, ${viewers} viewers per image, seed ${seed}; found = IoU ≥ ${MIN_IOU}, or covering ≥ ${COVER * 100} % of the element ` +
      `while lying ≥ ${ON_ELEMENTS * 100} % on annotated elements of its family; named = a text eye catcher reading its words (≤ ${NAME_ERRORS * 100} % of letters wrong) or a logo eye catcher on a pictorial logo`,
  );
  printTable(rows);
  for (const [set, roles] of Object.entries(perRole))
    console.log(
      `${set}, listed, by role: ${Object.entries(roles)
        .map(([role, t]) => `${role} ${t.found}/${t.elements} found, ${t.named} named`)
        .join("; ")}`,
    );
  for (const r of rows.filter((row) => row.eyeCatchers === "listed" && row.floor === "all"))
    console.log(
      `${r.set}, letters misread in the words of the elements text eye catchers find: ` +
        `${(100 * ratio(r.tally.misread, r.tally.letters)).toFixed(1)} % (${r.tally.misread}/${r.tally.letters})`,
    );
  console.log(`\nmissed (${missed.length}):`);
  for (const m of missed) console.log(`  ${m.image}: ${m.element}`);
  console.log(`\nfound but not named (${unnamed.length}):`);
  for (const u of unnamed) console.log(`  ${u.image}: ${u.element} ← ${u.foundBy.join(", ")}`);
  console.log(`\nfalse eye catchers (${falseOnes.length}):`);
  for (const f of falseOnes) console.log(`  ${f.image}: ${f.name} (${f.kind}, reach ${f.reach.toFixed(0)} %)`);
  console.log(`\nobject eye catchers on writing or marks (${misnamed.length}):`);
  for (const m of misnamed) console.log(`  ${m.image}: ${m.name} on ${m.finds.join(", ")}`);

  if (args.json) {
    writeFileSync(
      args.json,
      `${JSON.stringify(
        {
          command: `npm run design-check -w @adsight/research -- --viewers ${viewers} --seed ${seed}`,
          model: fingerprint,
          viewers,
          seed,
          match: { minIou: MIN_IOU, cover: COVER, onElements: ON_ELEMENTS, nameErrors: NAME_ERRORS, minLetterHeight: MIN_LETTER_HEIGHT },
          rows: rows.map((r) => ({ set: r.set, eyeCatchers: r.eyeCatchers, floor: r.floor, ...figures(r.tally) })),
          byRole: Object.fromEntries(
            Object.entries(perRole).map(([set, roles]) => [
              set,
              Object.fromEntries(Object.entries(roles).map(([role, t]) => [role, figures(t)])),
            ]),
          ),
          missed,
          unnamed,
          falseEyeCatchers: falseOnes,
          objectsOnWriting: misnamed,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nwrote ${args.json}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
