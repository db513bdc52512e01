import { describe, expect, it } from "vitest";
import { EditorFieldsSchema, lockFieldName, readIntent, WEIGHTS_BALANCED_FIELD, weightEditsOfForm, weightFieldName } from "./editor-form";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("weightEditsOfForm", () => {
  it("reads each typed share as a fraction and each checked lock, by category and label", () => {
    const edits = weightEditsOfForm(
      form([
        [weightFieldName("Age", "18-24"), "50"],
        [weightFieldName("Age", "25-34"), " 10 "],
        [weightFieldName("Age", "35+"), "20"],
        [lockFieldName("Age", "35+"), "on"],
        [weightFieldName("Zone | A", "Café|1"), "100"],
        ["name", "Spring sale"],
      ]),
    );
    expect(edits).toEqual({
      categories: {
        Age: { values: { "18-24": 0.5, "25-34": 0.1, "35+": 0.2 }, locks: { "35+": true } },
        "Zone | A": { values: { "Café|1": 1 }, locks: {} },
      },
      balanced: false,
    });
  });

  it("sends what is no number as null, says when the browser balanced them, and skips malformed names", () => {
    const edits = weightEditsOfForm(
      form([
        [weightFieldName("Age", "18-24"), "abc"],
        [weightFieldName("Age", "25-34"), ""],
        ["weight|%E0|x", "10"],
        [WEIGHTS_BALANCED_FIELD, "1"],
      ]),
    );
    expect(edits).toEqual({ categories: { Age: { values: { "18-24": null, "25-34": null }, locks: {} } }, balanced: true });
    expect(weightEditsOfForm(form([]))).toEqual({ categories: {}, balanced: false });
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
