import { readFileSync } from "node:fs";
import path from "node:path";
import { FOLDS, type OsieImage } from "./osie";
import { REPO_ROOT } from "./paths";

/** FiWI's 26 development web pages (../shared/data/designed-dev/fiwi, its README): 11 observers, 5 s free viewing. */
export const FIWI_DIR = path.resolve(REPO_ROOT, "../shared/data/designed-dev/fiwi");

/**
 * The pages with their observers' recorded onsets (`t`). `dur` is the time to the next onset (saccade included), the
 * last fixation's 0 (unknown). Fixations off the page are dropped. Names carry the set ("fiwi-…") so cached analyses
 * never meet OSIE's.
 */
export function loadPageViewings(): OsieImage[] {
  const raw = JSON.parse(readFileSync(path.join(FIWI_DIR, "fixations.json"), "utf8")) as {
    img: string;
    w: number;
    h: number;
    subjects: { x: number[]; y: number[]; t: number[]; dur: number[] }[];
  }[];
  return raw
    .map((entry) => ({
      name: `fiwi-${entry.img}`,
      file: path.join(FIWI_DIR, "images", entry.img),
      subjects: entry.subjects.map((s) => {
        const keep = s.x.map((x, i) => x >= 0 && x < entry.w && s.y[i] >= 0 && s.y[i] < entry.h);
        const kept = (values: number[]) => values.filter((_, i) => keep[i]);
        return { x: kept(s.x), y: kept(s.y), t: kept(s.t), dur: kept(s.dur) };
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** 5 folds by page, in name order. */
export function pageFolds(pages: OsieImage[]): Map<string, number> {
  return new Map(pages.map((page, i) => [page.name, i % FOLDS]));
}
