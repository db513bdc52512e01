import type { Box, Detection, NamingRule } from "@adsight/engine/src/simulation/stages";
import { words } from "./annotated-text";
import { area, iou, normalisedWords, overlap, shareOn } from "./design-matching";
import type { NameSet } from "./name-samples";

/**
 * How `name-check` judges names. An object or person named on a photograph is right when an annotated thing of its
 * class (object-boxes.json) overlaps it at IoU ≥ MIN_IOU or holds at least half of its box; on designs and pages, where
 * only the detections were judged, by its verdict in object-names.json. A text eye catcher's words are exactly right
 * when its letters and digits (any case, spaces aside: wordmarks are annotated as set, "MAKEPOVERTYHISTORY") are those
 * of consecutive whole words of the annotated text it covers ("NE" of "THE BIG ONE" is wrong, "MATINEE" of "sala
 * MATINEE" right). A block on no annotated text is judged for nothing here (off text).
 */

export const MIN_IOU = 0.5;
const MOSTLY = 0.5;

export interface JudgedObject {
  set: NameSet;
  fold: number;
  label: string;
  score: number;
  right: boolean;
}

export function objectIsRight(d: Detection, annotated: readonly { label: string; box: Box }[]): boolean {
  const same = annotated.filter((a) => a.label === d.label).map((a) => a.box);
  return same.some((box) => iou(box, d.box) >= MIN_IOU) || shareOn(d.box, same) >= MOSTLY;
}

export interface Tally {
  named: number;
  right: number;
}

export const precision = (t: Tally): number => t.right / Math.max(1, t.named);

/** The names a rule states, and how many of them are right. */
export function tallyNames(judged: readonly JudgedObject[], rule: NamingRule): Tally {
  const named = judged.filter((j) => rule.classes[j.label] !== undefined && j.score >= rule.classes[j.label]);
  return { named: named.length, right: named.filter((j) => j.right).length };
}

/**
 * Per class, the lowest score from which its names are at least `target` precise with at least `minRight` of them
 * right; a class where no score does is left out.
 */
export function fitClasses(judged: readonly JudgedObject[], target: number, minRight: number): Record<string, number> {
  const classes: Record<string, number> = {};
  for (const label of [...new Set(judged.map((j) => j.label))].sort()) {
    const own = judged.filter((j) => j.label === label);
    for (const from of [...new Set(own.map((j) => j.score))].sort((a, b) => a - b)) {
      const kept = own.filter((j) => j.score >= from);
      const right = kept.filter((j) => j.right).length;
      if (right >= minRight && right >= target * kept.length) {
        classes[label] = from;
        break;
      }
    }
  }
  return classes;
}

export interface AnnotatedText {
  text: string;
  box: Box;
}

export type Reading = "exact" | "wrong" | "off";

/** Whether `read`'s letters and digits are those of consecutive whole words of `text` (spaces and case aside). */
export function isRunOfWords(read: string, text: string): boolean {
  const letters = normalisedWords(read);
  const all = words(text);
  if (!letters) return false;
  for (let i = 0; i < all.length; i++) for (let j = i + 1; j <= all.length; j++) if (all.slice(i, j).join("") === letters) return true;
  return false;
}

/**
 * Whether a block's words are right: read exactly, as consecutive whole words of the annotated lines that lie mostly in
 * it (in reading order) or of the one it lies mostly on. `inOrder` puts annotated lines in reading order.
 */
export function judgeReading(
  block: { box: Box; text: string },
  annotated: readonly AnnotatedText[],
  inOrder: (lines: AnnotatedText[]) => AnnotatedText[],
): Reading {
  const inside = annotated.filter((a) => overlap(block.box, a.box) >= MOSTLY * area(a.box));
  const under = annotated.find((a) => overlap(block.box, a.box) >= MOSTLY * area(block.box));
  const expected =
    inside.length > 0
      ? inOrder(inside)
          .map((a) => a.text)
          .join(" ")
      : under?.text;
  if (expected === undefined) return "off";
  return isRunOfWords(block.text, expected) ? "exact" : "wrong";
}

/** The annotated lines that several blocks lie mostly on: a headline cut into eye catchers ("THE", "BIG", "NE"). */
export function splitLines(blocks: readonly { box: Box }[], annotated: readonly AnnotatedText[]): number {
  return annotated.filter((a) => blocks.filter((b) => overlap(b.box, a.box) >= MOSTLY * area(b.box)).length > 1).length;
}
