import type { ImageEdit, PixelBox } from "@adsight/shared";
import type { LineReader } from "../features/text-reading";
import type { ReadLine } from "../features/text-recognizer";
import { intersectionArea, type Box } from "../geometry";
import type { Size } from "./boxes";

/** A line read on a creative, in the creative's pixels; `readHeight` is its height where it was read (detector px). */
export interface KeptReading {
  line: Box;
  read: ReadLine;
  readHeight: number;
}

// A line this much inside an edit's box moves with it: the detector's boxes reach a little past the glyphs.
const MOVES_WITH = 0.9;
// Same line: boxes overlapping this much (IoU), heights within this share. A line read at another size is read again:
// reused at 1.7x, a page's lines put a crop's Overall Score 19 points off a full run's (simulation README).
const SAME_LINE = 0.7;
const SAME_HEIGHT = 0.2;

const scaled = (box: Box, s: number): Box => ({ x: box.x * s, y: box.y * s, w: box.w * s, h: box.h * s });
const area = (box: Box) => box.w * box.h;
const sameLine = (a: Box, b: Box) => {
  const both = intersectionArea(a, b);
  return both / (area(a) + area(b) - both);
};

export function recordingReader(reader: LineReader, width: number, into: KeptReading[]): LineReader {
  return {
    async read(image, boxes, neighbours) {
      const read = await reader.read(image, boxes, neighbours);
      const s = width / image.width;
      read.forEach((line, i) =>
        into.push({ line: scaled(boxes[i], s), read: { ...line, box: scaled(line.box, s) }, readHeight: boxes[i].h }),
      );
      return read;
    },
  };
}

/** `reader` on a creative `width` px wide, but a line where a kept one lies at its size keeps that reading. */
export function reusingReader(reader: LineReader, width: number, kept: readonly KeptReading[]): LineReader {
  return {
    async read(image, boxes, neighbours) {
      const s = image.width / width;
      const here = kept.map((k) => ({ ...k, line: scaled(k.line, s), read: { ...k.read, box: scaled(k.read.box, s) } }));
      const found = boxes.map((box) => {
        const best = here.reduce<{ read: ReadLine; overlap: number } | null>((was, k) => {
          const overlap = Math.abs(box.h / k.readHeight - 1) <= SAME_HEIGHT ? sameLine(box, k.line) : 0;
          return overlap >= SAME_LINE && overlap > (was?.overlap ?? 0) ? { read: k.read, overlap } : was;
        }, null);
        return best?.read ?? null;
      });
      const fresh = await reader.read(
        image,
        boxes.filter((_, i) => !found[i]),
        neighbours,
      );
      let next = 0;
      return found.map((read) => read ?? fresh[next++]);
    },
  };
}

// As media/edits.ts rounds a box: clipped to the image where it is read, not where it is pasted or cropped to.
function clipped(box: PixelBox, image: Size): Box {
  const clip = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  const [x, y] = [clip(box.x, image.width), clip(box.y, image.height)];
  return { x, y, w: clip(box.x + box.width, image.width) - x, h: clip(box.y + box.height, image.height) - y };
}

const placed = (box: PixelBox): Box => ({
  x: Math.round(box.x),
  y: Math.round(box.y),
  w: Math.max(1, Math.round(box.width)),
  h: Math.max(1, Math.round(box.height)),
});

const EPSILON = 1e-6;
const containedIn = (box: Box, frame: Box) =>
  box.x >= frame.x - EPSILON &&
  box.y >= frame.y - EPSILON &&
  box.x + box.w <= frame.x + frame.w + EPSILON &&
  box.y + box.h <= frame.y + frame.h + EPSILON;
const within = (line: Box, box: Box) => intersectionArea(line, box) >= MOVES_WITH * area(line);
const touches = (line: Box, box: Box) => intersectionArea(line, box) > 0;

/** How an edit moves a line's pixels, or null when it changes them (a line cut, covered, dimmed or cropped through). */
function moveOf(line: Box, edit: ImageEdit, image: Size): ((box: Box) => Box) | null {
  const unchanged = (box: Box) => box;
  if (edit.kind === "crop") {
    const frame = placed(edit.box);
    return containedIn(line, frame) ? (box) => ({ ...box, x: box.x - frame.x, y: box.y - frame.y }) : null;
  }
  const from = clipped(edit.box, image);
  if (edit.kind !== "place") return touches(line, from) ? null : unchanged;
  const to = placed(edit.to);
  if (from.w > 0 && from.h > 0 && within(line, from)) {
    const move = (box: Box): Box => {
      const sx = to.w / from.w;
      const sy = to.h / from.h;
      return { x: to.x + (box.x - from.x) * sx, y: to.y + (box.y - from.y) * sy, w: box.w * sx, h: box.h * sy };
    };
    const moved = move(line);
    return containedIn(moved, { x: 0, y: 0, w: image.width, h: image.height }) ? move : null;
  }
  return touches(line, from) || touches(line, to) ? null : unchanged;
}

/** The kept readings after the edits, each moved with its line's pixels; those the edits changed are dropped. */
export function readingsAfter(kept: readonly KeptReading[], edits: readonly ImageEdit[], image: Size): KeptReading[] {
  let size = image;
  let readings = [...kept];
  for (const edit of edits) {
    readings = readings.flatMap(({ line, read, readHeight }) => {
      const move = moveOf(line, edit, size);
      return move ? [{ line: move(line), read: { ...read, box: move(read.box) }, readHeight }] : [];
    });
    if (edit.kind === "crop") size = { width: placed(edit.box).w, height: placed(edit.box).h };
  }
  return readings;
}
