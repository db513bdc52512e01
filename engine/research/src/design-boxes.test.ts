import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ANNOTATIONS_DIR, REPO_ROOT } from "./paths";

type Element = { role: string; text: string; box: [number, number, number, number]; letterHeight: number };
type File = { covered: Record<"designs" | "pages", string[]> } & Record<"designs" | "pages", Record<string, Element[]>>;

const annotations = JSON.parse(readFileSync(path.join(ANNOTATIONS_DIR, "design-boxes.json"), "utf8")) as File;
const DATA = path.resolve(REPO_ROOT, "../shared/data/designed-dev");
const SETS = [
  {
    key: "designs" as const,
    dir: path.join(DATA, "gdi/images"),
    roles: ["headline", "subhead", "brand", "logo", "cta", "price", "product", "body", "graphic", "object"],
  },
  {
    key: "pages" as const,
    dir: path.join(DATA, "fiwi/images"),
    roles: ["heading", "brand", "logo", "nav", "image", "face", "ad", "search", "text", "price", "cta"],
  },
];

describe("design-boxes.json", () => {
  for (const set of SETS) {
    it(`covers every development image of ${set.key}, and only those`, () => {
      const files = readdirSync(set.dir).sort();
      expect(annotations.covered[set.key]).toEqual(files);
      expect(Object.keys(annotations[set.key]).sort()).toEqual(files);
    });

    it(`has ${set.key}' elements of known roles, worded where they are text, inside their images`, async () => {
      for (const [name, elements] of Object.entries(annotations[set.key])) {
        const { width = 0, height = 0 } = await sharp(path.join(set.dir, name)).metadata();
        for (const e of elements) {
          const where = `${name}: ${e.role} "${e.text}"`;
          expect(set.roles, where).toContain(e.role);
          expect(e.box[2] > 0 && e.box[3] > 0 && e.box[0] >= 0 && e.box[1] >= 0, where).toBe(true);
          expect(e.box[0] + e.box[2] <= width && e.box[1] + e.box[3] <= height, where).toBe(true);
          expect(e.letterHeight, where).toBeGreaterThan(0);
          if (["headline", "subhead", "heading"].includes(e.role)) expect(e.text.length, where).toBeGreaterThan(0);
        }
      }
    });
  }
});
