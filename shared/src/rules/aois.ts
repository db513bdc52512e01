import { AOI_MAX_PER_IMAGE, AOI_MESSAGES, AOI_MIN_SIDE_PX, type Aoi } from "../schemas/eye-catchers.js";
import type { ValidationIssue } from "../schemas/api.js";

/** What the rules need to know of an image the areas may lie on. */
export interface AoiImage {
  id: string;
  width: number;
  height: number;
  /** Set for a video: its eye catchers are tracked as it plays, and it takes no drawn areas. */
  videoDurationMs?: number | null;
}

/** One area as it is kept with its image (the image is known from where it is kept). */
export type ImageArea = Omit<Aoi, "image_id">;

/** The same name, whatever its case or surrounding spaces: two areas called "Logo" and "logo " would read as one. */
export const areaNameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The per-campaign rules of the marketer's own areas, beyond each area's shape (AoiSchema): on one of `images`, at
 * least AOI_MIN_SIDE_PX each way, inside the image, a name unique on its image, at most AOI_MAX_PER_IMAGE per image.
 * Each issue's loc is relative to the list, `[index, field]`, so a caller prefixes where the list sits
 * (`["body", "aois", ...loc]`); an empty answer means the whole list may be saved.
 */
export function aoiIssues(aois: readonly Aoi[], images: readonly AoiImage[]): ValidationIssue[] {
  const byId = new Map(images.map((image) => [image.id, image]));
  const issues: ValidationIssue[] = [];
  const issue = (loc: (string | number)[], msg: string) => issues.push({ loc, msg, type: "value_error" });
  const names = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  aois.forEach((aoi, index) => {
    const image = byId.get(aoi.image_id);
    if (!image) return issue([index, "image_id"], AOI_MESSAGES.unknownImage);
    if (image.videoDurationMs != null) return issue([index, "image_id"], AOI_MESSAGES.onVideo);
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

/** The areas of each image, in the order given; images without areas have an empty list. */
export function areasByImage(aois: readonly Aoi[], images: readonly Pick<AoiImage, "id">[]): Map<string, ImageArea[]> {
  const grouped = new Map(images.map((image) => [image.id, [] as ImageArea[]]));
  for (const { image_id, ...area } of aois) grouped.get(image_id)?.push(area);
  return grouped;
}
