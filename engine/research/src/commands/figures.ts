import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { blockOf, type Box, decodeRgb, Detectors, joinLines, linesAt, TextDetector } from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { loadOsie } from "../osie";

/**
 * `npm run figures -w @adsight/research -- --images DIR --models LABEL=DIR[,LABEL=DIR…] --out DIR`: side-by-side
 * pictures for the model notes: the image, the human fixation density where the image is an OSIE image (its
 * fixations blurred by 1°), and each model's density PNG as `npm run simulate` wrote it, all in one colour scale.
 * It also prints, per image and map, the share of the density that lies on text (the text detector's blocks, the
 * same boxes for every map), so models can be compared on what people read.
 */

const PANEL_W = 400;

/** Jet colour of a 0..1 value. */
function jet(v: number): [number, number, number] {
  const c = (x: number) => Math.round(255 * Math.min(1, Math.max(0, x)));
  return [c(1.5 - Math.abs(4 * v - 3)), c(1.5 - Math.abs(4 * v - 2)), c(1.5 - Math.abs(4 * v - 1))];
}

/** A density (any scale) drawn in jet over the darkened image, each map scaled to its own maximum. */
async function heatPanel(image: Buffer, density: Float32Array, w: number, h: number): Promise<Buffer> {
  const base = await sharp(image).resize(w, h).greyscale().raw().toBuffer();
  let max = 0;
  for (const v of density) max = Math.max(max, v);
  const out = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const v = max > 0 ? density[i] / max : 0;
    const [r, g, b] = jet(v);
    const alpha = Math.min(1, 0.25 + v);
    const grey = base[i] * 0.5;
    out[i * 3] = Math.round(grey * (1 - alpha) + r * alpha);
    out[i * 3 + 1] = Math.round(grey * (1 - alpha) + g * alpha);
    out[i * 3 + 2] = Math.round(grey * (1 - alpha) + b * alpha);
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

async function readDensity(file: string, w: number, h: number): Promise<Float32Array> {
  const raw = await sharp(file).resize(w, h, { fit: "fill" }).greyscale().raw({ depth: "ushort" }).toBuffer();
  const values = new Uint16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2);
  return Float32Array.from(values);
}

function humanDensity(points: { x: number; y: number }[], width: number, height: number, w: number, h: number): Float32Array {
  // 1° is 24 px at OSIE's 800 px; a separable box-free Gaussian on the small panel raster is enough for a picture.
  const sigma = (24 * w) / width;
  const map = new Float32Array(w * h);
  for (const p of points) {
    const x = Math.min(w - 1, Math.max(0, Math.round((p.x * w) / width)));
    const y = Math.min(h - 1, Math.max(0, Math.round((p.y * h) / height)));
    map[y * w + x] += 1;
  }
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const pass = (src: Float32Array, horizontal: boolean) => {
    const dst = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let s = 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = horizontal ? x + k : x;
          const yy = horizontal ? y : y + k;
          if (xx >= 0 && xx < w && yy >= 0 && yy < h) s += src[yy * w + xx] * kernel[k + radius];
        }
        dst[y * w + x] = s;
      }
    }
    return dst;
  };
  return pass(pass(map, true), false);
}

function label(text: string, w: number): Buffer {
  return Buffer.from(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='28'><rect width='${w}' height='28' fill='white'/><text x='6' y='20' font-family='DejaVu Sans, Arial' font-size='16'>${text}</text></svg>`,
  );
}

/** The text detector's blocks, in panel pixels. */
async function textBlocks(image: Buffer, w: number, h: number): Promise<Box[]> {
  const found = await (await TextDetector.load()).detect(await decodeRgb(image, Detectors.longSide));
  return joinLines(linesAt(found, w, h)).map((group) => blockOf(group).box);
}

/** Share of a density's mass inside any of the boxes. */
function shareIn(density: Float32Array, boxes: Box[], w: number, h: number): number {
  let inside = 0;
  let total = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = density[y * w + x];
      total += v;
      if (boxes.some((b) => x + 0.5 >= b.x && x + 0.5 <= b.x + b.w && y + 0.5 >= b.y && y + 0.5 <= b.y + b.h)) inside += v;
    }
  }
  return total > 0 ? inside / total : 0;
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["images", "models", "out"]);
  if (!args.images || !args.models || !args.out) throw new Error("--images DIR --models LABEL=DIR[,…] --out DIR are required");
  const models = args.models.split(",").map((m) => m.split("=") as [string, string]);
  const osie = new Map(loadOsie().map((i) => [i.name, i]));
  mkdirSync(args.out, { recursive: true });
  for (const file of readdirSync(args.images)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort()) {
    const name = file.replace(/\.[^.]+$/, "");
    const imageBytes = readFileSync(path.join(args.images, file));
    const meta = await sharp(imageBytes).metadata();
    const width = meta.width ?? 1;
    const height = meta.height ?? 1;
    const w = PANEL_W;
    const h = Math.round((PANEL_W * height) / width);
    const panels: { title: string; png: Buffer }[] = [{ title: file, png: await sharp(imageBytes).resize(w, h).png().toBuffer() }];
    const text = await textBlocks(imageBytes, w, h);
    const shares: string[] = [];
    const human = osie.get(file);
    if (human) {
      const points = human.subjects.flatMap((s) => s.x.map((x, i) => ({ x, y: s.y[i] })));
      const density = humanDensity(points, width, height, w, h);
      shares.push(`people ${(100 * shareIn(density, text, w, h)).toFixed(1)}%`);
      panels.push({ title: `people (${human.subjects.length} observers)`, png: await heatPanel(imageBytes, density, w, h) });
    }
    for (const [title, dir] of models) {
      const densityFile = path.join(dir, `${name}.density.png`);
      if (!existsSync(densityFile)) continue;
      const density = await readDensity(densityFile, w, h);
      shares.push(`${title} ${(100 * shareIn(density, text, w, h)).toFixed(1)}%`);
      panels.push({ title, png: await heatPanel(imageBytes, density, w, h) });
    }
    console.log(`${name}: ${text.length} text blocks; share of attention on text: ${shares.join(", ")}`);
    const composites = panels.flatMap((p, i) => [
      { input: label(p.title, w), left: i * (w + 8), top: 0 },
      { input: p.png, left: i * (w + 8), top: 28 },
    ]);
    await sharp({ create: { width: panels.length * (w + 8) - 8, height: h + 28, channels: 3, background: "#ffffff" } })
      .composite(composites)
      .png()
      .toFile(path.join(args.out, `${name}.png`));
  }
  console.log(`wrote figures to ${args.out}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
