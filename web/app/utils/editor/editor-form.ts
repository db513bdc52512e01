import { applyWeightEdits, type Categories, CampaignSettingsSchema, ScaleSchema } from "@adsight/shared";
import { z } from "zod";

export const END_BEFORE_START = "End Date must be on or after the Start Date";

/** The editor's text fields; the scale arrives as text from the slider. */
export const EditorFieldsSchema = CampaignSettingsSchema.extend({
  itemId: z
    .string()
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  scale: z.coerce.number().pipe(ScaleSchema),
  /** The price the credits check showed, which Run confirms. */
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

/** Which button sent the form: `intent`, or the value-carrying remove, location-choice and area buttons. */
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

/** A weight as the input shows it: a percentage with at most one decimal. */
export const percentOf = (share: number) => String(Math.round(share * 1000) / 10);

/** Sent by the browser when it has applied the weight rule live, so the server keeps its (rounded) result. */
export const WEIGHTS_BALANCED_FIELD = "weightsBalanced";

/**
 * The stored categories with the form's weights and locks applied through the shared rule, so what is saved always
 * sums to 100%. A category the form does not mention is kept as stored; a refused change names its category.
 */
export function categoriesFromForm(
  formData: FormData,
  stored: Categories | null,
): { ok: true; categories: Categories | null } | { ok: false; category: string; reason: string } {
  if (!stored) return { ok: true, categories: null };
  const categories: Categories = {};
  for (const [name, category] of Object.entries(stored)) {
    const values: Record<string, number> = {};
    const locks: Record<string, boolean> = {};
    let mentioned = false;
    for (const label of Object.keys(category.values)) {
      const raw = formData.get(weightFieldName(name, label));
      if (typeof raw === "string") {
        mentioned = true;
        const percent = raw.trim() === "" ? Number.NaN : Number(raw);
        values[label] = percent / 100;
      }
      locks[label] = formData.get(lockFieldName(name, label)) !== null;
    }
    if (!mentioned) {
      categories[name] = category;
      continue;
    }
    const change = applyWeightEdits(category, { values, locks }, { balanced: formData.get(WEIGHTS_BALANCED_FIELD) === "1" });
    if (!change.ok) return { ok: false, category: name, reason: change.reason };
    categories[name] = change.category;
  }
  return { ok: true, categories };
}
