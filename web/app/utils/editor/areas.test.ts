import { AOI_MESSAGES, type Aoi } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import {
  addAreaFromForm,
  AREA_FIELDS,
  areaProblems,
  areasOfForm,
  boxBetween,
  freeAreaName,
  IMAGE_REFS_FIELD,
  imagesOfForm,
  percentBox,
} from "./areas";

const image = { id: "00000000-0000-4000-8000-000000000001", width: 800, height: 600 };
const logo: Aoi = { image_id: image.id, name: "Logo", x: 80, y: 60, width: 160, height: 120 };
const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
const typed = (name: string, x: string, y: string, width: string, height: string) =>
  form({ [AREA_FIELDS.name]: name, [AREA_FIELDS.x]: x, [AREA_FIELDS.y]: y, [AREA_FIELDS.width]: width, [AREA_FIELDS.height]: height });

describe("the add form (% of the image)", () => {
  it("adds the area in image pixels", () => {
    expect(addAreaFromForm(typed(" CTA ", "50", "75", "25.5", "10"), [logo], image, [image])).toEqual({
      ok: true,
      aois: [logo, { image_id: image.id, name: "CTA", x: 400, y: 450, width: 204, height: 60 }],
    });
  });

  it("answers each field's problem by the shared rules", () => {
    const errors = (data: FormData) => {
      const added = addAreaFromForm(data, [logo], image, [image]);
      return added.ok ? null : added.errors;
    };
    expect(errors(typed("", "x", "0", "10", "10"))).toEqual({
      [AREA_FIELDS.x]: ["Enter a number from 0 to 100"],
      [AREA_FIELDS.name]: [AOI_MESSAGES.nameRequired],
    });
    expect(errors(typed("logo", "0", "0", "10", "10"))).toEqual({ [AREA_FIELDS.name]: [AOI_MESSAGES.nameTaken] });
    expect(errors(typed("Wide", "80", "0", "30", "10"))).toEqual({ [AREA_FIELDS.width]: [AOI_MESSAGES.outside] });
    expect(errors(typed("Thin", "0", "0", "0.5", "10"))).toEqual({ [AREA_FIELDS.width]: [AOI_MESSAGES.tooSmall] });
    expect(errors(typed("Big", "0", "0", "101", "10"))).toEqual({ [AREA_FIELDS.width]: ["Enter a number from 0 to 100"] });
  });
});

describe("the form's areas", () => {
  it("reads the hidden list, keeps the draft's when there is none and refuses junk", () => {
    expect(areasOfForm(form({ aois: JSON.stringify([logo]) }))).toEqual({ ok: true, aois: [logo] });
    expect(areasOfForm(form({}))).toEqual({ ok: true, aois: null });
    expect(areasOfForm(form({ aois: "{" }))).toEqual({ ok: false, error: "Unreadable areas" });
    expect(areasOfForm(form({ aois: JSON.stringify([{ ...logo, name: "" }]) }))).toEqual({ ok: false, error: AOI_MESSAGES.nameRequired });
  });

  it("reads the images the page showed, and none from junk", () => {
    const ref = { ...image, index: 0, video_duration_ms: null };
    const clip = { ...image, id: "00000000-0000-4000-8000-000000000002", index: 1, video_duration_ms: 12_300 };
    expect(imagesOfForm(form({ [IMAGE_REFS_FIELD]: JSON.stringify([ref, clip]) }))).toEqual([ref, clip]);
    // A page rendered before videos sends no durations.
    expect(imagesOfForm(form({ [IMAGE_REFS_FIELD]: JSON.stringify([{ ...image, index: 0 }]) }))).toEqual([ref]);
    expect(imagesOfForm(form({ [IMAGE_REFS_FIELD]: "[" }))).toEqual([]);
    expect(imagesOfForm(form({ [IMAGE_REFS_FIELD]: JSON.stringify([{ id: "x" }]) }))).toEqual([]);
    expect(imagesOfForm(form({}))).toEqual([]);
  });

  it("names new areas with a free number and lists each area's problems", () => {
    expect(freeAreaName([logo, { ...logo, name: "Area 1" }], image.id)).toBe("Area 2");
    expect(freeAreaName([{ ...logo, name: "Area 1", image_id: "other" }], image.id)).toBe("Area 1");
    expect([...areaProblems([logo, { ...logo, name: " " }, { ...logo, name: "LOGO" }], [image])]).toEqual([
      [1, [AOI_MESSAGES.nameRequired]],
      [2, [AOI_MESSAGES.nameTaken]],
    ]);
  });

  it("draws boxes inside the image, at least the minimum size, in either direction", () => {
    expect(boxBetween({ x: 300, y: 200 }, { x: 100.4, y: 50 }, image)).toEqual({ x: 100, y: 50, width: 200, height: 150 });
    expect(boxBetween({ x: 798, y: 10 }, { x: 900, y: 12 }, image)).toEqual({ x: 792, y: 10, width: 8, height: 8 });
    expect(percentBox(logo, image)).toEqual({ x: 10, y: 10, width: 20, height: 20 });
  });
});
