import type { Box } from "../geometry";

export function positionInWords(box: Box, width: number, height: number): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const row = cy < height / 3 ? "top" : cy > (2 * height) / 3 ? "bottom" : "";
  const col = cx < width / 3 ? "left" : cx > (2 * width) / 3 ? "right" : "";
  return [row, col].filter(Boolean).join(" ") || "centre";
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** A salient spot no detector found: "Red area, top left". */
export function regionName(colour: string, box: Box, width: number, height: number): string {
  return `${capitalised(colour)} area, ${positionInWords(box, width, height)}`;
}

/** A detected thing whose class is not named surely: "Blue shape, centre". */
export function shapeName(colour: string, box: Box, width: number, height: number): string {
  return `${capitalised(colour)} shape, ${positionInWords(box, width, height)}`;
}

export const UNCLEAR_TEXT = "Text (unclear)";

/** Text the recogniser reads unsurely: "Text (unclear), top". */
export const unclearTextName = (box: Box, width: number, height: number) => `${UNCLEAR_TEXT}, ${positionInWords(box, width, height)}`;
