import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FOLDS, type OsieImage } from "./osie";
import { DESIGNED_DIR } from "./paths";

/*
 * The designed development data (../shared/data/designed-dev, its README): 26 FiWI web pages with 11 observers'
 * fixations (5 s free viewing) and 26 GDI ads and posters with crowdsourced importance maps. Names carry the set
 * ("fiwi-…", "gdi-…") so their cached analyses never meet OSIE's.
 */

export type DesignedSet = "fiwi" | "gdi";

/** An image of a designed set: pages have observers (`subjects`), designs an importance map instead (no subjects). */
export interface DesignedImage extends OsieImage {
  set: DesignedSet;
  /** The importance map's PNG (designs only). */
  importance?: string;
}

export function loadFiwi(): DesignedImage[] {
  const dir = path.join(DESIGNED_DIR, "fiwi");
  const raw = JSON.parse(readFileSync(path.join(dir, "fixations.json"), "utf8")) as {
    img: string;
    w: number;
    h: number;
    subjects: { x: number[]; y: number[]; dur: number[] }[];
  }[];
  return raw
    .map((entry) => ({
      set: "fiwi" as const,
      name: `fiwi-${entry.img}`,
      file: path.join(dir, "images", entry.img),
      // Fixations off the page (the screen was larger than some pages' recordings) carry no information on it.
      subjects: entry.subjects.map((s) => {
        const keep = s.x.map((x, i) => x >= 0 && x < entry.w && s.y[i] >= 0 && s.y[i] < entry.h);
        return { x: s.x.filter((_, i) => keep[i]), y: s.y.filter((_, i) => keep[i]), dur: s.dur.filter((_, i) => keep[i]) };
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function loadGdi(): DesignedImage[] {
  const dir = path.join(DESIGNED_DIR, "gdi");
  return readdirJpg(path.join(dir, "images")).map((file) => ({
    set: "gdi" as const,
    name: `gdi-${file}`,
    file: path.join(dir, "images", file),
    subjects: [],
    importance: path.join(dir, "importance", file.replace(/\.jpg$/, ".png")),
  }));
}

function readdirJpg(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jpg"))
    .sort();
}

/** 5 folds by image within a set, in name order: every fold holds about a fifth of the pages and of the designs. */
export function designedFolds(images: DesignedImage[]): Map<string, number> {
  return new Map(images.map((image, i) => [image.name, i % FOLDS]));
}
