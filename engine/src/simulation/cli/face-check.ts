import { readFileSync } from "node:fs";
import path from "node:path";
import { initBackend } from "../backend";
import { Detectors, type Detection } from "../features/detectors";
import { decodeRgb } from "../image";
import { OSIE_DIR } from "../research/osie-paths";

/**
 * `tsx src/simulation/cli/face-check.ts`: the face detector's precision and recall against the hand-annotated
 * boxes in face-boxes.json (a detection counts when it overlaps an unmatched annotated face at IoU ≥ 0.3).
 */

type Box = [number, number, number, number];

function iou(a: Box, b: Box): number {
  const x = Math.max(0, Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]));
  const y = Math.max(0, Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]));
  const inter = x * y;
  return inter / (a[2] * a[3] + b[2] * b[3] - inter);
}

async function main(): Promise<void> {
  await initBackend();
  const annotations = JSON.parse(readFileSync(path.join(__dirname, "../research/face-boxes.json"), "utf8")) as {
    images: Record<string, Box[]>;
  };
  const detectors = await Detectors.load();
  let truePositives = 0;
  let detected = 0;
  let faces = 0;
  for (const [name, boxes] of Object.entries(annotations.images)) {
    const bytes = readFileSync(path.join(OSIE_DIR, "stimuli", name));
    const rgb = await decodeRgb(bytes, Detectors.longSide);
    const found = (await detectors.detect(rgb, rgb.width, rgb.height)).filter((d: Detection) => d.kind === "face");
    const unmatched = [...boxes];
    for (const d of found) {
      const box: Box = [d.box.x, d.box.y, d.box.w, d.box.h];
      const hit = unmatched.findIndex((b) => iou(b, box) >= 0.3);
      const expression = Object.entries(d.expressions ?? {}).sort((a, b) => b[1] - a[1])[0];
      console.log(
        `${name}: face ${d.score.toFixed(2)} ${box.map(Math.round).join(",")} ${expression?.[0] ?? ""} ${hit >= 0 ? "TP" : "FP"}`,
      );
      if (hit >= 0) {
        truePositives++;
        unmatched.splice(hit, 1);
      }
    }
    detected += found.length;
    faces += boxes.length;
    for (const b of unmatched) console.log(`${name}: missed ${b.join(",")}`);
  }
  console.log(
    `precision ${(truePositives / Math.max(1, detected)).toFixed(3)} (${truePositives}/${detected}), recall ${(truePositives / faces).toFixed(3)} (${truePositives}/${faces})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
