import { describe, expect, it } from "vitest";
import type { ColourGrid } from "../features/colours";
import { DESIGNED_OBJECTS_FROM } from "../features/designed-rules";
import type { Detection } from "../features/detectors";
import type { Box } from "../geometry";
import type { DensityMap } from "./density";
import { type AreaOfInterest, areasOfInterest, OBJECT_RULE } from "./eye-catchers";

const WIDTH = 800;
const HEIGHT = 600;

/** A 40 × 30 density with a Gaussian bump (σ 1.5 cells) at each of the given image points. */
function densityWith(points: { x: number; y: number }[]): DensityMap {
  const w = 40;
  const h = 30;
  const values = new Float32Array(w * h);
  for (let gy = 0; gy < h; gy++)
    for (let gx = 0; gx < w; gx++)
      for (const p of points) {
        const dx = gx + 0.5 - (p.x / WIDTH) * w;
        const dy = gy + 0.5 - (p.y / HEIGHT) * h;
        values[gy * w + gx] += Math.exp(-(dx * dx + dy * dy) / (2 * 1.5 * 1.5));
      }
  const total = values.reduce((s, v) => s + v, 0);
  return { w, h, values: values.map((v) => v / total) };
}

/** A grey 32 × 24 colour grid, with the cells whose centre (image px) is `inside` in `rgb`. */
function coloursWhere(inside: (x: number, y: number) => boolean, rgb: [number, number, number]): ColourGrid {
  const w = 32;
  const h = 24;
  const cells: number[] = [];
  for (let gy = 0; gy < h; gy++)
    for (let gx = 0; gx < w; gx++) cells.push(...(inside(((gx + 0.5) / w) * WIDTH, ((gy + 0.5) / h) * HEIGHT) ? rgb : [128, 128, 128]));
  return { w, h, rgb: cells };
}

const coloursWith = (box: Box, rgb: [number, number, number]) =>
  coloursWhere((x, y) => x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h, rgb);

const grey = coloursWith({ x: 0, y: 0, w: 0, h: 0 }, [128, 128, 128]);
const object = (label: string, score: number, box: Box): Detection => ({ kind: "object", label, score, box });
/** What each detected area is, by its detection: text by its name, a thing by its class whether or not that is named. */
const whatIs = (areas: AreaOfInterest[], detections: Detection[]) =>
  areas.filter((a) => a.kind !== "region").map((a) => (a.kind === "text" ? a.name : detections.find((d) => d.box === a.box)?.label));

describe("areas of interest", () => {
  it("names text by its words, cut at 40 characters", () => {
    const words = "Fresh kits delivered to your door every single day";
    const areas = areasOfInterest(
      {
        width: WIDTH,
        height: HEIGHT,
        colours: grey,
        detections: [
          { kind: "text", label: "text", score: 0.9, box: { x: 100, y: 100, w: 300, h: 40 }, text: "OLD SPECKLED HEN" },
          { kind: "text", label: "text", score: 0.9, box: { x: 100, y: 300, w: 500, h: 30 }, text: words },
        ],
      },
      densityWith([{ x: 250, y: 120 }]),
    );
    expect(areas[0]).toMatchObject({ name: 'Text: "OLD SPECKLED HEN"', kind: "text", text: "OLD SPECKLED HEN" });
    expect(areas[1].name).toBe(`Text: "${words.slice(0, 39)}…"`);
    expect(areas[1].text).toBe(words);
  });

  it("names a quoted line by its words in the name's own quotes, keeping the text as read", () => {
    const line = (y: number, text: string): Detection => ({
      kind: "text",
      label: "text",
      score: 0.9,
      box: { x: 100, y, w: 300, h: 30 },
      text,
    });
    const areas = areasOfInterest(
      {
        width: WIDTH,
        height: HEIGHT,
        colours: grey,
        detections: [line(100, '" TAKE REFUGE IN THE NAME OF'), line(140, "JEHOVAH”"), line(180, "it's 'ours'")],
      },
      densityWith([{ x: 250, y: 120 }]),
    );
    expect(areas.filter((a) => a.kind === "text").map((a) => a.name)).toEqual([
      'Text: "TAKE REFUGE IN THE NAME OF"',
      'Text: "JEHOVAH"',
      `Text: "it's 'ours'"`,
    ]);
    expect(areas[0].text).toBe('" TAKE REFUGE IN THE NAME OF');
  });

  it("numbers text eye catchers whose words differ only in case, as areas are matched in any case", () => {
    const text = (y: number, words: string): Detection => ({
      kind: "text",
      label: "text",
      score: 0.9,
      box: { x: 100, y, w: 200, h: 30 },
      text: words,
    });
    const areas = areasOfInterest(
      { width: WIDTH, height: HEIGHT, colours: grey, detections: [text(100, "Science"), text(300, "SCIENCE"), text(500, "News")] },
      densityWith([{ x: 200, y: 115 }]),
    );
    expect(areas.filter((a) => a.kind === "text").map((a) => a.name)).toEqual(['Text: "Science" 1', 'Text: "SCIENCE" 2', 'Text: "News"']);
  });

  it("numbers eye catchers of one name in reading order, whatever order the detector found them in", () => {
    const face = (x: number, y: number, score: number): Detection => ({ kind: "face", label: "face", score, box: { x, y, w: 80, h: 100 } });
    const areas = areasOfInterest(
      { width: WIDTH, height: HEIGHT, colours: grey, detections: [face(500, 110, 0.99), face(100, 400, 0.95), face(120, 100, 0.9)] },
      densityWith([{ x: 160, y: 150 }]),
    );
    expect(areas.filter((a) => a.kind === "face").map((a) => [a.name, a.box.x])).toEqual([
      ["Face 2", 500],
      ["Face 3", 100],
      ["Face 1", 120],
    ]);
  });

  it("drops a table whose attention lies on the food it holds, or that is the backdrop, and keeps one looked at itself", () => {
    const table = object("dining table", 0.8, { x: 100, y: 300, w: 500, h: 250 });
    const sandwich = object("sandwich", 0.7, { x: 300, y: 320, w: 150, h: 100 });
    const names = (detections: Detection[], density: DensityMap) =>
      whatIs(areasOfInterest({ width: WIDTH, height: HEIGHT, colours: grey, detections }, density), detections);
    expect(names([table, sandwich], densityWith([{ x: 375, y: 370 }]))).toEqual(["sandwich"]);
    expect(names([table, sandwich], densityWith([{ x: 150, y: 520 }]))).toEqual(["dining table", "sandwich"]);
    expect(names([table], densityWith([{ x: 375, y: 370 }]))).toEqual(["dining table"]);
    const backdrop = object("dining table", 0.8, { x: 0, y: 100, w: 800, h: 500 });
    expect(names([backdrop, sandwich], densityWith([{ x: 150, y: 520 }]))).toEqual(["sandwich"]);
  });

  it("takes no region for the attention a detected headline spills beyond its box, and keeps one of its own", () => {
    const headline: Detection = { kind: "text", label: "text", score: 0.9, box: { x: 100, y: 100, w: 300, h: 40 }, text: "BIG SALE" };
    const regions = (points: { x: number; y: number }[]) =>
      areasOfInterest({ width: WIDTH, height: HEIGHT, colours: grey, detections: [headline] }, densityWith(points))
        .filter((a) => a.kind === "region")
        .map((a) => a.box);
    const spill = [...[150, 200, 250, 300, 350, 390].map((x) => ({ x, y: 120 })), { x: 425, y: 120 }, { x: 425, y: 120 }];
    expect(regions(spill)).toEqual([]);
    const [own] = regions([...spill, { x: 650, y: 450 }, { x: 650, y: 450 }, { x: 650, y: 450 }]);
    expect(own.x + own.w / 2).toBeCloseTo(650, -2);
  });

  it("leaves out a salient spread over most of the image", () => {
    const everywhere = densityWith(Array.from({ length: 48 }, (_, i) => ({ x: 50 + (i % 8) * 100, y: 50 + Math.floor(i / 8) * 100 })));
    expect(areasOfInterest({ width: WIDTH, height: HEIGHT, colours: grey, detections: [] }, everywhere)).toEqual([]);
  });

  it("keeps objects from the fitted score on", () => {
    const weak = object("cup", OBJECT_RULE.object - 0.01, { x: 100, y: 100, w: 50, h: 50 });
    const sure = object("cup", OBJECT_RULE.object, { x: 600, y: 100, w: 50, h: 50 });
    const areas = areasOfInterest(
      { width: WIDTH, height: HEIGHT, colours: grey, detections: [weak, sure] },
      densityWith([{ x: 625, y: 125 }]),
    );
    expect(areas.map((a) => a.box.x)).toEqual([600]);
  });

  it("asks more of objects on designed content, where round logos pass for clocks", () => {
    const logo = object("clock", OBJECT_RULE.designedObject - 0.01, { x: 100, y: 100, w: 50, h: 50 });
    const plane = object("airplane", OBJECT_RULE.designedObject, { x: 600, y: 100, w: 50, h: 50 });
    const density = densityWith([
      { x: 125, y: 125 },
      { x: 625, y: 125 },
    ]);
    const on = (designed: number) =>
      whatIs(areasOfInterest({ width: WIDTH, height: HEIGHT, colours: grey, detections: [logo, plane], designed }, density), [logo, plane]);
    expect(on(DESIGNED_OBJECTS_FROM - 0.01)).toEqual(["clock", "airplane"]);
    expect(on(DESIGNED_OBJECTS_FROM)).toEqual(["airplane"]);
    expect(on(0.8)).toEqual(["airplane"]);
  });

  it("names a badge by the word that fills it, and keeps a book whose title runs across its cover", () => {
    const badge = object("clock", 0.6, { x: 13, y: 49, w: 51, h: 57 });
    const start = { kind: "text", label: "text", score: 0.9, box: { x: 20, y: 72, w: 40, h: 14 }, text: "START" } as const;
    const book = object("book", 0.6, { x: 400, y: 200, w: 200, h: 300 });
    const title = { kind: "text", label: "text", score: 0.9, box: { x: 440, y: 250, w: 114, h: 30 }, text: "Die Olchis" } as const;
    const detections = [badge, start, book, title];
    const areas = areasOfInterest(
      { width: WIDTH, height: HEIGHT, colours: grey, detections },
      densityWith([
        { x: 40, y: 80 },
        { x: 500, y: 300 },
      ]),
    );
    expect(whatIs(areas, detections)).toEqual(['Text: "START"', "book", 'Text: "Die Olchis"']);
  });

  it("calls a thing of a class not named surely by its colour and place, and text read unsurely unclear", () => {
    const pond = object("clock", 0.9, { x: 350, y: 250, w: 100, h: 100 });
    const misread: Detection = {
      kind: "text",
      label: "text",
      score: 0.9,
      box: { x: 300, y: 20, w: 200, h: 40 },
      text: "SONNY",
      reading: 0.3,
    };
    const areas = areasOfInterest(
      { width: WIDTH, height: HEIGHT, colours: coloursWith(pond.box, [20, 60, 200]), detections: [pond, misread] },
      densityWith([{ x: 400, y: 300 }]),
    );
    expect(areas.filter((a) => a.kind !== "region").map(({ name, kind, text }) => ({ name, kind, text }))).toEqual([
      { name: "Blue shape, centre", kind: "object", text: null },
      { name: "Text (unclear), top", kind: "text", text: null },
    ]);
  });

  it("names a salient area no detector names by its colour and position", () => {
    const patch = { x: 600, y: 40, w: 150, h: 120 };
    const areas = areasOfInterest(
      { width: WIDTH, height: HEIGHT, colours: coloursWith(patch, [240, 130, 20]), detections: [] },
      densityWith([{ x: 675, y: 100 }]),
    );
    expect(areas).toHaveLength(1);
    expect(areas[0]).toMatchObject({ name: "Orange area, top right", kind: "region", text: null });
  });

  it("names a salient area by the colour where viewers look, not by the backdrop its box takes in", () => {
    // A black diagonal stroke on grey, looked at along its length: it fills under half of its box.
    const stroke = Array.from({ length: 7 }, (_, i) => ({ x: 150 + 25 * i, y: 200 + 25 * i }));
    const [area] = areasOfInterest(
      { width: WIDTH, height: HEIGHT, colours: coloursWhere((x, y) => Math.abs(x - 150 - (y - 200)) < 30, [10, 10, 10]), detections: [] },
      densityWith(stroke),
    );
    expect(area.kind).toBe("region");
    expect(area.name).toBe("Black area, left");
  });

  it("lists a spot once though a weaker peak's area rings it", () => {
    // A peak inside a ring of lower density with a crest of its own.
    const centre = densityWith([{ x: 400, y: 300 }]);
    const values = centre.values.map((v, i) => {
      const x = ((i % centre.w) + 0.5) * (WIDTH / centre.w) - 400;
      const y = (Math.floor(i / centre.w) + 0.5) * (HEIGHT / centre.h) - 300;
      const ring = Math.exp(-((Math.hypot(x, y) - 90) ** 2) / (2 * 20 ** 2)) * (0.5 + 0.2 * Math.max(0, x / 90));
      return v + ring * Math.max(...centre.values);
    });
    const areas = areasOfInterest({ width: WIDTH, height: HEIGHT, colours: grey, detections: [] }, { ...centre, values });
    expect(areas.map((a) => a.name)).toEqual(["Grey area, centre"]);
  });
});
