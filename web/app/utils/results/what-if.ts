import {
  AOI_MIN_SIDE_PX,
  GOAL_FIGURES,
  type ImageEdit,
  ImageEditSchema,
  type PixelBox,
  PixelBoxSchema,
  RECOMMENDATION_GOALS,
  type RecommendationGoal,
  WHAT_IF_MAX_EDITS,
} from "@adsight/shared";
import { z } from "zod";

const pixels = z.coerce.number().int().min(0);
const side = z.coerce.number().int().min(1);

// "x,y,width,height": the eye catcher's box as the page showed it, so a preview needs no read of the whole result.
const BoxFieldSchema = z
  .string()
  .regex(/^\d+,\d+,\d+,\d+$/)
  .transform((text) => {
    const [x, y, width, height] = text.split(",").map(Number) as [number, number, number, number];
    return { x, y, width, height };
  })
  .pipe(PixelBoxSchema);

// A what-if is a GET (the preview changes nothing), so without JavaScript its form reloads the results page with it.
export const WhatIfQuerySchema = z.object({
  idx: z.coerce.number().int().min(0),
  move: z.string().min(1).max(200),
  from: BoxFieldSchema,
  goal: z.enum(RECOMMENDATION_GOALS).default("overall"),
  x: pixels,
  y: pixels,
  width: side,
  height: side,
});
export type WhatIfQuery = z.infer<typeof WhatIfQuerySchema>;

export const DEFAULT_WHAT_IF_GOAL: RecommendationGoal = "overall";

export const boxField = ({ x, y, width, height }: PixelBox) => `${x},${y},${width},${height}`;

export function parseWhatIfQuery(search: URLSearchParams): WhatIfQuery | null {
  if (!search.has("move")) return null;
  const parsed = WhatIfQuerySchema.safeParse({ ...Object.fromEntries(search), idx: search.get("open") ?? search.get("idx") });
  return parsed.success ? parsed.data : null;
}

export function whatIfSearch({ idx, move, from, goal, x, y, width, height }: WhatIfQuery): string {
  const fields = { idx, move, from: boxField(from), goal, x, y, width, height };
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
}

// The eye catcher moved or resized as the edit the engine simulates; an area goal is measured on the moved area itself.
export function whatIfRequest({ move, from, goal, x, y, width, height }: WhatIfQuery) {
  const edits: ImageEdit[] = [{ kind: "place", box: from, to: { x, y, width, height } }];
  return { edits, goal, target: GOAL_FIGURES[goal].area ? move : undefined };
}

export const EditsFieldSchema = z
  .string()
  .max(5_000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "The edits could not be read" });
      return z.NEVER;
    }
  })
  .pipe(z.array(ImageEditSchema).min(1).max(WHAT_IF_MAX_EDITS));

// A key press moves or resizes by a hundredth of the image's long side.
export const keyStep = (image: { width: number; height: number }) => Math.max(1, Math.round(Math.max(image.width, image.height) / 100));

// Arrow keys move the box, with Shift they resize it; kept inside the image.
export function nudge(box: PixelBox, key: string, resize: boolean, image: { width: number; height: number }): PixelBox | null {
  const step = keyStep(image);
  const delta = ({ ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] } as const)[key as "ArrowLeft"];
  if (!delta) return null;
  const [dx, dy] = delta;
  return clampBox(resize ? { ...box, width: box.width + dx, height: box.height + dy } : { ...box, x: box.x + dx, y: box.y + dy }, image);
}

export function clampBox(box: PixelBox, image: { width: number; height: number }): PixelBox {
  const width = Math.round(Math.min(Math.max(AOI_MIN_SIDE_PX, box.width), image.width));
  const height = Math.round(Math.min(Math.max(AOI_MIN_SIDE_PX, box.height), image.height));
  return {
    x: Math.round(Math.min(Math.max(0, box.x), image.width - width)),
    y: Math.round(Math.min(Math.max(0, box.y), image.height - height)),
    width,
    height,
  };
}
