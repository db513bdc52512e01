import { AOI_MAX_PER_IMAGE, AOI_MESSAGES, AOI_MIN_SIDE_PX, type Aoi } from "../schemas/eye-catchers.js";
import type { ValidationIssue } from "../schemas/api.js";
import type { CreativeKind } from "../schemas/images.js";

export interface AoiImage {
  id: string;
  width: number;
  height: number;
  kind?: CreativeKind;
}

export type ImageArea = Omit<Aoi, "image_id">;

// Areas mark parts of a still; a video's eye catchers are followed on their own. No kind is an image (a page from before videos).
export const takesAreas = (image: { kind?: CreativeKind }) => (image.kind ?? "image") === "image";

// Two areas called "Logo" and "logo " would read as one.
export const areaNameKey = (name: string) => name.trim().toLocaleLowerCase();

// Each issue's loc is relative to the list, so a caller prefixes where it sits (["body", "aois", ...loc]).
export function aoiIssues(aois: readonly Aoi[], images: readonly AoiImage[]): ValidationIssue[] {
  const byId = new Map(images.map((image) => [image.id, image]));
  const issues: ValidationIssue[] = [];
  const issue = (loc: (string | number)[], msg: string) => issues.push({ loc, msg, type: "value_error" });
  const names = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  aois.forEach((aoi, index) => {
    const image = byId.get(aoi.image_id);
    if (!image) return issue([index, "image_id"], AOI_MESSAGES.unknownImage);
    if (!takesAreas(image)) return issue([index, "image_id"], AOI_MESSAGES.onVideo);
    const count = (counts.get(image.id) ?? 0) + 1;
    counts.set(image.id, count);
    if (count === AOI_MAX_PER_IMAGE + 1) issue([index], AOI_MESSAGES.tooMany);
    const taken = names.get(image.id) ?? new Set<string>();
    names.set(image.id, taken);
    if (taken.has(areaNameKey(aoi.name))) issue([index, "name"], AOI_MESSAGES.nameTaken);
    taken.add(areaNameKey(aoi.name));
    for (const [start, side, limit] of [
      ["x", "width", image.width],
      ["y", "height", image.height],
    ] as const) {
      if (aoi[side] < AOI_MIN_SIDE_PX) issue([index, side], AOI_MESSAGES.tooSmall);
      else if (aoi[start] >= limit) issue([index, start], AOI_MESSAGES.outside);
      else if (aoi[start] + aoi[side] > limit) issue([index, side], AOI_MESSAGES.outside);
    }
  });
  return issues;
}

export function areasByImage(aois: readonly Aoi[], images: readonly Pick<AoiImage, "id">[]): Map<string, ImageArea[]> {
  const grouped = new Map(images.map((image) => [image.id, [] as ImageArea[]]));
  for (const { image_id, ...area } of aois) grouped.get(image_id)?.push(area);
  return grouped;
}
