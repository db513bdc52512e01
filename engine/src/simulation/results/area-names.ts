import { shortened } from "@adsight/shared";
import { type ColourGrid, dominantColour } from "../features/colours";
import type { Detection } from "../features/detectors";
import namedClasses from "./named-classes.json";
import { shapeName, UNCLEAR_TEXT, unclearTextName } from "./region-names";

// `classes`: each named COCO class from the score where it was precise on development images (others never named);
// `reading`: the confidence from which words are stated. Fitted by `npm run name-check -w @adsight/research -- --write 1`.
export interface NamingRule {
  classes: Record<string, number>;
  reading: { sure: number; words: number };
}

export const NAMING_RULE: NamingRule = namedClasses;

const QUOTED = /^["“”„«»]\s*|\s*["“”„«»]$/g; // the name quotes the words itself; single ones are mostly apostrophes
const TEXT_NAME_MAX = 40;

/** Whether a person or object is named by its class; faces are the face rule's and text the reading's. */
export function classIsSure(d: Detection, rule: NamingRule = NAMING_RULE): boolean {
  if (d.kind !== "person" && d.kind !== "object") return true;
  const from = rule.classes[d.label];
  return from !== undefined && d.score >= from;
}

/** Whether a text's words are stated; a block made by hand, with no reading confidence, is taken as read. */
export const readsClearly = (d: Detection, rule: NamingRule = NAMING_RULE): boolean =>
  d.kind !== "text" || d.reading === undefined || d.reading >= (d.words ? rule.reading.words : rule.reading.sure);

/** What a detection is wherever it shows: its class or its words ("Text (unclear)" where they are read unsurely). */
export function displayLabel(d: Detection, rule: NamingRule = NAMING_RULE): string {
  if (d.kind === "text") {
    return readsClearly(d, rule) ? `Text: "${shortened((d.text ?? "").replace(QUOTED, ""), TEXT_NAME_MAX)}"` : UNCLEAR_TEXT;
  }
  const label = d.kind === "face" ? "face" : d.label;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A detection's name on an image: what it is where that is sure, else what it looks like and where it lies. */
export function areaName(d: Detection, colours: ColourGrid, width: number, height: number, rule: NamingRule = NAMING_RULE): string {
  if (!readsClearly(d, rule)) return unclearTextName(d.box, width, height);
  if (!classIsSure(d, rule)) return shapeName(dominantColour(colours, d.box, width, height), d.box, width, height);
  return displayLabel(d, rule);
}
