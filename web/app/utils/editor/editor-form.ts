import { CampaignSettingsSchema, ScaleSchema, type WeightEdits } from "@adsight/shared";
import { z } from "zod";

export const END_BEFORE_START = "End Date must be on or after the Start Date";

export const EditorFieldsSchema = CampaignSettingsSchema.extend({
  itemId: z
    .string()
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  scale: z.coerce.number().pipe(ScaleSchema),
  quotedCredits: z.coerce.number().int().min(0).optional().catch(undefined),
}).superRefine((fields, ctx) => {
  if (fields.endDate < fields.startDate) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endDate"], message: END_BEFORE_START });
});
export type EditorFields = z.infer<typeof EditorFieldsSchema>;
export const EDITOR_FIELDS = ["name", "location", "startDate", "endDate", "audience", "scale"] as const;

export const INTENTS = ["save", "upload", "find-location", "generate", "rebalance", "credits", "run"] as const;
export type Intent =
  | { kind: (typeof INTENTS)[number] }
  | { kind: "remove-image"; imageId: string }
  | { kind: "pick-location"; location: string }
  | { kind: "add-area"; imageId: string }
  | { kind: "remove-area"; index: number };

export function readIntent(formData: FormData): Intent | null {
  const addArea = formData.get("addArea");
  if (typeof addArea === "string") return z.string().uuid().safeParse(addArea).success ? { kind: "add-area", imageId: addArea } : null;
  const removeArea = formData.get("removeArea");
  if (typeof removeArea === "string") {
    const index = z.coerce.number().int().min(0).safeParse(removeArea);
    return index.success ? { kind: "remove-area", index: index.data } : null;
  }
  const removeImage = formData.get("removeImage");
  if (typeof removeImage === "string")
    return z.string().uuid().safeParse(removeImage).success ? { kind: "remove-image", imageId: removeImage } : null;
  const pickLocation = formData.get("pickLocation");
  if (typeof pickLocation === "string") return { kind: "pick-location", location: pickLocation.slice(0, 255) };
  const intent = z.enum(INTENTS).safeParse(formData.get("intent") ?? "save");
  return intent.success ? { kind: intent.data } : null;
}

// Names carry the category and label URI-encoded, so any text survives and "|" never occurs inside them.
export const weightFieldName = (category: string, label: string) => `weight|${encodeURIComponent(category)}|${encodeURIComponent(label)}`;
export const lockFieldName = (category: string, label: string) => `lock|${encodeURIComponent(category)}|${encodeURIComponent(label)}`;

export const percentOf = (share: number) => String(Math.round(share * 1000) / 10);

// Sent when the browser applied the weight rule live, so the server keeps its (rounded) result.
export const WEIGHTS_BALANCED_FIELD = "weightsBalanced";

const WEIGHT_FIELD = /^(weight|lock)\|([^|]*)\|([^|]*)$/;

// undefined for a malformed part (a forged form), so the field is skipped.
function decoded(part: string | undefined): string | undefined {
  try {
    return part === undefined ? undefined : decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

// What is no number goes as null, which the shared rule refuses.
export function weightEditsOfForm(formData: FormData): WeightEdits {
  const categories: WeightEdits["categories"] = {};
  for (const [name, value] of formData) {
    const [, kind, category, label] = (WEIGHT_FIELD.exec(name) ?? []).map(decoded);
    if (!kind || category === undefined || label === undefined) continue;
    const edit = (categories[category] ??= { values: {}, locks: {} });
    if (kind === "lock") edit.locks[label] = true;
    else if (typeof value === "string") {
      const share = value.trim() === "" ? Number.NaN : Number(value) / 100;
      edit.values[label] = Number.isFinite(share) ? share : null;
    }
  }
  return { categories, balanced: formData.get(WEIGHTS_BALANCED_FIELD) === "1" };
}
