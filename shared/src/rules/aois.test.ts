import { describe, expect, it } from "vitest";
import { AOI_MAX_PER_IMAGE, AOI_MESSAGES, AoiSchema } from "../schemas/eye-catchers.js";
import { aoiIssues, areasByImage } from "./aois.js";

const wide = { id: "00000000-0000-4000-8000-000000000001", width: 200, height: 100 };
const tall = { id: "00000000-0000-4000-8000-000000000002", width: 50, height: 300 };
const area = (over: Partial<Parameters<typeof aoiIssues>[0][number]> = {}) => ({
  image_id: wide.id,
  name: "Logo",
  x: 10,
  y: 10,
  width: 40,
  height: 20,
  ...over,
});
const issuesOf = (...aois: ReturnType<typeof area>[]) => aoiIssues(aois, [wide, tall]).map(({ loc, msg }) => [loc, msg]);

describe("aoiIssues", () => {
  it("accepts areas inside their images, touching the edges, with the same name on different images", () => {
    expect(
      issuesOf(
        area(),
        area({ name: "CTA", x: 192, y: 92, width: 8, height: 8 }),
        area({ image_id: tall.id, x: 0, y: 0, width: 50, height: 300 }),
      ),
    ).toEqual([]);
  });

  it("points at the offending field of the offending area", () => {
    expect(issuesOf(area(), area({ name: "B", width: 7 }))).toEqual([[[1, "width"], AOI_MESSAGES.tooSmall]]);
    expect(issuesOf(area({ height: 3 }))).toEqual([[[0, "height"], AOI_MESSAGES.tooSmall]]);
    expect(issuesOf(area({ x: 170 }))).toEqual([[[0, "width"], AOI_MESSAGES.outside]]);
    expect(issuesOf(area({ y: 85 }))).toEqual([[[0, "height"], AOI_MESSAGES.outside]]);
    expect(issuesOf(area({ x: 200 }))).toEqual([[[0, "x"], AOI_MESSAGES.outside]]);
    expect(issuesOf(area({ y: 100 }))).toEqual([[[0, "y"], AOI_MESSAGES.outside]]);
    expect(issuesOf(area({ image_id: "00000000-0000-4000-8000-000000000009" }))).toEqual([[[0, "image_id"], AOI_MESSAGES.unknownImage]]);
  });

  it("refuses a name already taken on the same image, whatever its case", () => {
    expect(issuesOf(area(), area({ image_id: tall.id, width: 20 }), area({ name: "logo" }))).toEqual([
      [[2, "name"], AOI_MESSAGES.nameTaken],
    ]);
  });

  it(`allows ${AOI_MAX_PER_IMAGE} areas per image and refuses the next one`, () => {
    const many = Array.from({ length: AOI_MAX_PER_IMAGE + 1 }, (_, index) => area({ name: `Area ${index}` }));
    expect(issuesOf(...many.slice(0, AOI_MAX_PER_IMAGE))).toEqual([]);
    expect(issuesOf(...many)).toEqual([[[AOI_MAX_PER_IMAGE], AOI_MESSAGES.tooMany]]);
  });

  it("refuses any area on a video, which has no still to draw on", () => {
    const clip = { id: "00000000-0000-4000-8000-000000000003", width: 320, height: 180, kind: "video" as const };
    expect(aoiIssues([area({ image_id: clip.id })], [wide, clip]).map(({ loc, msg }) => [loc, msg])).toEqual([
      [[0, "image_id"], AOI_MESSAGES.onVideo],
    ]);
  });
});

describe("AoiSchema", () => {
  it("trims names and refuses empty or long ones with the spec's messages", () => {
    expect(AoiSchema.parse(area({ name: "  Logo " })).name).toBe("Logo");
    const message = (name: string) => AoiSchema.safeParse(area({ name })).error?.issues[0]?.message;
    expect(message("   ")).toBe(AOI_MESSAGES.nameRequired);
    expect(message("x".repeat(41))).toBe(AOI_MESSAGES.nameTooLong);
    expect(message("x".repeat(40))).toBeUndefined();
  });
});

describe("areasByImage", () => {
  it("groups the areas under each image, in order, without the image id", () => {
    const grouped = areasByImage([area({ name: "A" }), area({ image_id: tall.id, name: "B" }), area({ name: "C" })], [wide, tall]);
    expect(grouped.get(wide.id)?.map((a) => a.name)).toEqual(["A", "C"]);
    expect(grouped.get(tall.id)).toEqual([{ name: "B", x: 10, y: 10, width: 40, height: 20 }]);
  });
});
