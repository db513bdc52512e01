import { type Aoi, AOI_MIN_SIDE_PX, type AoiImage, aoiIssues, AoiSchema, AoisSchema, DraftImageSchema } from "@adsight/shared";
import { z } from "zod";

// JSON, in image pixels.
export const AOIS_FIELD = "aois";

// In % of the image.
export const AREA_FIELDS = { name: "areaName", x: "areaX", y: "areaY", width: "areaWidth", height: "areaHeight" } as const;
type Side = Exclude<keyof typeof AREA_FIELDS, "name">;

const percent = z.coerce
  .number({ invalid_type_error: "Enter a number from 0 to 100" })
  .min(0, "Enter a number from 0 to 100")
  .max(100, "Enter a number from 0 to 100");

// null when the form has none: the draft's areas are then kept.
export function areasOfForm(formData: FormData): { ok: true; aois: Aoi[] | null } | { ok: false; error: string } {
  const raw = formData.get(AOIS_FIELD);
  if (typeof raw !== "string") return { ok: true, aois: null };
  try {
    const parsed = AoisSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { ok: true, aois: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? "Unreadable areas" };
  } catch {
    return { ok: false, error: "Unreadable areas" };
  }
}

export const IMAGE_REFS_FIELD = "imageRefs";

// A page from before videos lists neither kinds nor durations: its pictures are images.
const FormImageSchema = DraftImageSchema.partial({ kind: true, duration_ms: true }).extend({
  video_duration_ms: DraftImageSchema.shape.video_duration_ms.default(null),
});
export type FormImage = z.infer<typeof FormImageSchema>;

export function imagesOfForm(formData: FormData): FormImage[] {
  const raw = formData.get(IMAGE_REFS_FIELD);
  if (typeof raw !== "string") return [];
  try {
    const parsed = z.array(FormImageSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const toPixels = (share: number, side: number) => Math.round((share / 100) * side);

export function percentBox(area: Pick<Aoi, "x" | "y" | "width" | "height">, image: Pick<AoiImage, "width" | "height">) {
  const share = (value: number, side: number) => Math.round((value / side) * 1000) / 10;
  return {
    x: share(area.x, image.width),
    y: share(area.y, image.height),
    width: share(area.width, image.width),
    height: share(area.height, image.height),
  };
}

export function addAreaFromForm(
  formData: FormData,
  aois: Aoi[],
  image: AoiImage,
  images: AoiImage[],
): { ok: true; aois: Aoi[] } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const sides = {} as Record<Side, number>;
  for (const side of ["x", "y", "width", "height"] as const) {
    const parsed = percent.safeParse(formData.get(AREA_FIELDS[side]) || undefined);
    if (parsed.success) sides[side] = toPixels(parsed.data, side === "x" || side === "width" ? image.width : image.height);
    else add(AREA_FIELDS[side], parsed.error.issues[0]?.message ?? "Enter a number from 0 to 100");
  }
  const area = AoiSchema.safeParse({ image_id: image.id, name: formData.get(AREA_FIELDS.name) ?? "", ...sides });
  if (!area.success) {
    for (const issue of area.error.issues) if (issue.path[0] === "name") add(AREA_FIELDS.name, issue.message);
  }
  if (Object.keys(errors).length > 0 || !area.success) return { ok: false, errors };
  const next = [...aois, area.data];
  for (const issue of aoiIssues(next, images)) {
    if (issue.loc[0] !== aois.length) continue;
    const field = issue.loc[1];
    add(typeof field === "string" && field in AREA_FIELDS ? AREA_FIELDS[field as keyof typeof AREA_FIELDS] : AOIS_FIELD, issue.msg);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, aois: next };
}

export function freeAreaName(aois: Aoi[], imageId: string): string {
  const taken = new Set(aois.filter((aoi) => aoi.image_id === imageId).map((aoi) => aoi.name.trim().toLocaleLowerCase()));
  let number = 1;
  while (taken.has(`area ${number}`)) number += 1;
  return `Area ${number}`;
}

export function boxBetween(
  from: { x: number; y: number },
  to: { x: number; y: number },
  image: Pick<AoiImage, "width" | "height">,
): Pick<Aoi, "x" | "y" | "width" | "height"> {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  const span = (a: number, b: number, side: number) => {
    let start = clamp(Math.min(a, b), side);
    let end = clamp(Math.max(a, b), side);
    if (end - start < AOI_MIN_SIDE_PX) {
      end = Math.min(side, start + AOI_MIN_SIDE_PX);
      start = Math.max(0, end - AOI_MIN_SIDE_PX);
    }
    return [start, end - start] as const;
  };
  const [x, width] = span(from.x, to.x, image.width);
  const [y, height] = span(from.y, to.y, image.height);
  return { x, y, width, height };
}

export function areaProblems(aois: Aoi[], images: AoiImage[]): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  const add = (index: number, message: string) => problems.set(index, [...(problems.get(index) ?? []), message]);
  aois.forEach((aoi, index) => {
    const parsed = AoiSchema.safeParse(aoi);
    if (!parsed.success) for (const issue of parsed.error.issues) add(index, issue.message);
  });
  for (const issue of aoiIssues(aois, images)) if (typeof issue.loc[0] === "number") add(issue.loc[0], issue.msg);
  return problems;
}
