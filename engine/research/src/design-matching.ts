import type { Box } from "@adsight/engine/src/simulation/stages";

/**
 * How eye catchers are matched to the hand-annotated elements of design-boxes.json (headlines, brand names, logos,
 * headings …), for `design-check`. An eye catcher finds an element when their boxes overlap at IoU ≥ MIN_IOU, or when
 * it covers at least COVER of the element while lying mostly (ON_ELEMENTS) on annotated elements of the element's
 * family (writing and marks, or pictures): a text block that joins a three-line headline finds each line, an airplane
 * box that happens to hold the headline does not, even where the airplane itself is annotated. It names a
 * worded element when it is a text eye catcher whose words hold the element's words with at most NAME_ERRORS of them
 * misread; a pictorial logo is named only by an eye catcher of kind logo. An eye catcher counts towards precision as
 * correct when it finds an element of any role or lies mostly on annotated elements (a fragment of a paragraph).
 */

export interface AnnotatedElement {
  role: string;
  /** As read; "" for a pictorial mark or a picture. */
  text: string;
  box: Box;
  letterHeight: number;
}

export interface FoundArea {
  name: string;
  kind: string;
  box: Box;
  /** The recognised words of a text area; null for other kinds. */
  text: string | null;
}

export const MIN_IOU = 0.3;
export const COVER = 0.7;
export const ON_ELEMENTS = 0.5;
export const NAME_ERRORS = 0.25;
/** The kinds whose eye catchers precision is measured on: what a detector claims is writing, a mark or a thing. */
export const PRECISION_KINDS: ReadonlySet<string> = new Set(["text", "logo", "object"]);
/** The roles of pictures and page furniture; every other role is writing or a mark. */
const PICTURE_ROLES: ReadonlySet<string> = new Set(["object", "image", "face", "ad", "nav", "search"]);
export const familyOf = (role: string) => (PICTURE_ROLES.has(role) ? "picture" : "writing");
/** Samples per side when measuring how much of a box lies on annotated elements. */
const LATTICE = 20;

export const area = (b: Box): number => Math.max(0, b.w) * Math.max(0, b.h);

export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

export function iou(a: Box, b: Box): number {
  const inter = overlap(a, b);
  const union = area(a) + area(b) - inter;
  return union > 0 ? inter / union : 0;
}

/** Share of `box` lying on any of `boxes`, sampled at the centres of a LATTICE × LATTICE grid over it. */
export function shareOn(box: Box, boxes: readonly Box[]): number {
  let on = 0;
  for (let j = 0; j < LATTICE; j++) {
    const y = box.y + ((j + 0.5) / LATTICE) * box.h;
    for (let i = 0; i < LATTICE; i++) {
      const x = box.x + ((i + 0.5) / LATTICE) * box.w;
      if (boxes.some((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h)) on++;
    }
  }
  return on / (LATTICE * LATTICE);
}

/** Whether `found` finds `element`, with `family` the boxes of the image's annotated elements of the element's family. */
export function finds(found: Box, element: Box, family: readonly Box[]): boolean {
  if (iou(found, element) >= MIN_IOU) return true;
  return overlap(found, element) >= COVER * area(element) && shareOn(found, family) >= ON_ELEMENTS;
}

/** Whether `found` finds `element` among the image's `elements`. */
function findsAmong(found: Box, element: AnnotatedElement, elements: readonly AnnotatedElement[]): boolean {
  const family = elements.filter((e) => familyOf(e.role) === familyOf(element.role)).map((e) => e.box);
  return finds(found, element.box, family);
}

/** Letters and digits only, lower case, accents dropped: what a reader's words are compared on. */
export function normalisedWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The fewest edits turning `needle` into some run of consecutive characters of `haystack` (Sellers, 1980). */
export function substringDistance(needle: string, haystack: string): number {
  const n = [...needle];
  const h = [...haystack];
  let previous = Array.from({ length: n.length + 1 }, (_, i) => i);
  let best = previous[n.length];
  for (const c of h) {
    const current = [0];
    for (let i = 1; i <= n.length; i++) {
      current[i] = Math.min(previous[i] + 1, current[i - 1] + 1, previous[i - 1] + (n[i - 1] === c ? 0 : 1));
    }
    best = Math.min(best, current[n.length]);
    previous = current;
  }
  return best;
}

/** How many letters of the annotated `wanted` words the recognised `read` words get wrong (all of them at most). */
export function lettersMisread(wanted: string, read: string | null): number {
  const want = normalisedWords(wanted);
  return read ? Math.min([...want].length, substringDistance(want, normalisedWords(read))) : [...want].length;
}

/** Whether the recognised `read` words hold the annotated `wanted` words, allowing NAME_ERRORS of them misread. */
export function readsAs(wanted: string, read: string | null): boolean {
  const letters = [...normalisedWords(wanted)].length;
  return letters > 0 && !!read && lettersMisread(wanted, read) <= Math.floor(NAME_ERRORS * letters);
}

/** Whether `found` names `element`: by its words when it has words, as a logo when it is a pictorial mark. */
export function names(found: FoundArea, element: AnnotatedElement): boolean {
  if (normalisedWords(element.text).length === 0) return found.kind === "logo";
  return found.kind === "text" && readsAs(element.text, found.text);
}

export interface ElementOutcome {
  element: AnnotatedElement;
  /** The eye catchers that find it. */
  foundBy: string[];
  /** The eye catchers that find and name it. */
  namedBy: string[];
  /** Of a worded element found by text eye catchers: its letters, and the fewest any of them gets wrong. */
  reading: { letters: number; misread: number } | null;
}

export interface AreaOutcome {
  area: FoundArea;
  /** Finds an element of any role or lies mostly on annotated elements. */
  correct: boolean;
  /** The roles of the elements it finds. */
  finds: string[];
}

export interface ImageOutcome {
  /** The annotated elements of the measured roles. */
  elements: ElementOutcome[];
  /** The eye catchers of the PRECISION_KINDS. */
  areas: AreaOutcome[];
}

/** Which of the image's elements of `roles` its eye catchers find and name, and which of its eye catchers are correct. */
export function matchImage(elements: readonly AnnotatedElement[], found: readonly FoundArea[], roles: ReadonlySet<string>): ImageOutcome {
  const all = elements.map((e) => e.box);
  return {
    elements: elements
      .filter((e) => roles.has(e.role))
      .map((element) => {
        const finders = found.filter((f) => findsAmong(f.box, element, elements));
        const readers = finders.filter((f) => f.kind === "text");
        const letters = [...normalisedWords(element.text)].length;
        return {
          element,
          foundBy: finders.map((f) => f.name),
          namedBy: finders.filter((f) => names(f, element)).map((f) => f.name),
          reading:
            letters > 0 && readers.length > 0
              ? { letters, misread: Math.min(...readers.map((f) => lettersMisread(element.text, f.text))) }
              : null,
        };
      }),
    areas: found
      .filter((f) => PRECISION_KINDS.has(f.kind))
      .map((f) => {
        const roleHits = elements.filter((e) => findsAmong(f.box, e, elements)).map((e) => e.role);
        return { area: f, correct: roleHits.length > 0 || shareOn(f.box, all) >= ON_ELEMENTS, finds: roleHits };
      }),
  };
}

export interface Tally {
  elements: number;
  found: number;
  named: number;
  areas: number;
  correct: number;
  /** Letters of the worded elements found by text eye catchers, and how many the best of them misreads. */
  letters: number;
  misread: number;
}

export const emptyTally: Tally = { elements: 0, found: 0, named: 0, areas: 0, correct: 0, letters: 0, misread: 0 };

export function tally(outcome: ImageOutcome, counted: (e: AnnotatedElement) => boolean = () => true): Tally {
  const elements = outcome.elements.filter((o) => counted(o.element));
  return {
    elements: elements.length,
    found: elements.filter((o) => o.foundBy.length > 0).length,
    named: elements.filter((o) => o.namedBy.length > 0).length,
    areas: outcome.areas.length,
    correct: outcome.areas.filter((a) => a.correct).length,
    letters: elements.reduce((sum, o) => sum + (o.reading?.letters ?? 0), 0),
    misread: elements.reduce((sum, o) => sum + (o.reading?.misread ?? 0), 0),
  };
}

export const addTallies = (a: Tally, b: Tally): Tally => ({
  elements: a.elements + b.elements,
  found: a.found + b.found,
  named: a.named + b.named,
  areas: a.areas + b.areas,
  correct: a.correct + b.correct,
  letters: a.letters + b.letters,
  misread: a.misread + b.misread,
});
