import { describe, expect, it } from "vitest";
import { categoriesFromForm, EditorFieldsSchema, lockFieldName, readIntent, WEIGHTS_BALANCED_FIELD, weightFieldName } from "./editor-form";

const stored = { Age: { values: { "18-24": 0.5, "25-34": 0.3, "35+": 0.2 }, locks: { "18-24": false, "25-34": false, "35+": false } } };

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("categoriesFromForm", () => {
  it("redistributes a changed weight over the unlocked others, keeping the locked one", () => {
    const result = categoriesFromForm(
      form([
        [weightFieldName("Age", "18-24"), "50"],
        [weightFieldName("Age", "25-34"), "10"],
        [weightFieldName("Age", "35+"), "20"],
        [lockFieldName("Age", "35+"), "on"],
      ]),
      stored,
    );
    expect(result.ok).toBe(true);
    if (!result.ok || !result.categories) return;
    const age = result.categories.Age;
    expect(age?.values["18-24"]).toBeCloseTo(0.7);
    expect(age?.values["25-34"]).toBeCloseTo(0.1);
    expect(age?.values["35+"]).toBe(0.2);
    expect(age?.locks).toEqual({ "18-24": false, "25-34": false, "35+": true });
  });

  it("keeps the browser's live result, rounded as shown, when it says it applied the rule", () => {
    const entries: [string, string][] = [
      [weightFieldName("Age", "18-24"), "33.3"],
      [weightFieldName("Age", "25-34"), "33.3"],
      [weightFieldName("Age", "35+"), "33.3"],
    ];
    const live = categoriesFromForm(form([...entries, [WEIGHTS_BALANCED_FIELD, "1"]]), stored);
    expect(live.ok && live.categories?.Age?.values["35+"]).toBeCloseTo(1 / 3);
    // The same numbers typed without JavaScript are three changes applied one after the other: the last leaves 0.1%
    // that nobody unlocked can take.
    expect(categoriesFromForm(form(entries), stored)).toEqual({
      ok: false,
      category: "Age",
      reason: "No unlocked item is left to absorb the remainder",
    });
  });

  it("names the category of a refused change and keeps unmentioned categories", () => {
    expect(categoriesFromForm(form([[weightFieldName("Age", "18-24"), "abc"]]), stored)).toEqual({
      ok: false,
      category: "Age",
      reason: "A share must be between 0% and 100%",
    });
    expect(categoriesFromForm(form([]), stored)).toEqual({ ok: true, categories: stored });
    expect(categoriesFromForm(form([]), null)).toEqual({ ok: true, categories: null });
  });
});

describe("EditorFieldsSchema", () => {
  const fields = { name: "", location: "", audience: "", startDate: "2026-03-01", endDate: "2026-05-31", scale: "10", itemId: "" };

  it("takes the scale as text and an empty item id as none", () => {
    expect(EditorFieldsSchema.parse(fields)).toMatchObject({ scale: 10, itemId: undefined });
  });

  it("refuses an end date before the start date on the end date", () => {
    const result = EditorFieldsSchema.safeParse({ ...fields, endDate: "2026-02-01" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["endDate"], message: "End Date must be on or after the Start Date" });
  });

  it("refuses a scale outside 1 to 100", () => {
    expect(EditorFieldsSchema.safeParse({ ...fields, scale: "0" }).success).toBe(false);
    expect(EditorFieldsSchema.safeParse({ ...fields, scale: "101" }).success).toBe(false);
  });
});

describe("readIntent", () => {
  it("reads the intent, the remove buttons, the area buttons and the location choices", () => {
    expect(readIntent(form([]))).toEqual({ kind: "save" });
    expect(readIntent(form([["intent", "generate"]]))).toEqual({ kind: "generate" });
    expect(readIntent(form([["intent", "explode"]]))).toBeNull();
    const id = "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f";
    expect(readIntent(form([["removeImage", id]]))).toEqual({ kind: "remove-image", imageId: id });
    expect(readIntent(form([["removeImage", "nope"]]))).toBeNull();
    expect(readIntent(form([["addArea", id]]))).toEqual({ kind: "add-area", imageId: id });
    expect(readIntent(form([["addArea", "nope"]]))).toBeNull();
    expect(readIntent(form([["removeArea", "3"]]))).toEqual({ kind: "remove-area", index: 3 });
    expect(readIntent(form([["removeArea", "-1"]]))).toBeNull();
    expect(readIntent(form([["pickLocation", "Dubai, United Arab Emirates"]]))).toEqual({
      kind: "pick-location",
      location: "Dubai, United Arab Emirates",
    });
  });
});
