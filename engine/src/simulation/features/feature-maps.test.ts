import { describe, expect, it } from "vitest";
import { blankMap, contentStatistics, TEXT_SIZE_FULL, textSizeMap } from "./feature-maps";
import { FEATURE_NAMES } from "./feature-names";
import { DEFAULT_PARAMETERS, designedShare, weightVector } from "../parameters";

describe("text-size map", () => {
  const grid = { w: 8, h: 4 };
  const [width, height] = [800, 400];

  it("marks the cells a line overlaps with its letter height relative to the long side, capped at 1", () => {
    // A 24 px line (half of TEXT_SIZE_FULL × 800 = 48 px) across cells x 1..2 of row 0, a 96 px headline over row 2.
    const map = textSizeMap(
      [
        { box: { x: 120, y: 10, w: 150, h: 24 }, score: 0.9 },
        { box: { x: 0, y: 210, w: 399, h: 96 }, score: 0.9 },
      ],
      grid,
      width,
      height,
    );
    expect(TEXT_SIZE_FULL * width).toBe(48);
    expect(Array.from(map.slice(0, 8))).toEqual([0, 0.5, 0.5, 0, 0, 0, 0, 0]);
    expect(Array.from(map.slice(16, 24))).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    expect(Array.from(map.slice(24, 32))).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    expect(map.slice(8, 16).every((v) => v === 0)).toBe(true);
  });

  it("keeps the taller line where two overlap", () => {
    const map = textSizeMap(
      [
        { box: { x: 0, y: 0, w: 90, h: 12 }, score: 0.9 },
        { box: { x: 0, y: 0, w: 90, h: 36 }, score: 0.9 },
      ],
      grid,
      width,
      height,
    );
    expect(map[0]).toBeCloseTo(0.75, 6);
  });
});

describe("content statistics", () => {
  const image = (pixel: (x: number, y: number) => number[]) => {
    const [width, height] = [20, 10];
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 3);
    return { width, height, data };
  };

  it("counts a flat fill as flat and noise as not", () => {
    const flat = contentStatistics(
      new Float32Array(4),
      image(() => [200, 30, 30]),
    );
    expect(flat.flatShare).toBe(1);
    const noise = contentStatistics(
      new Float32Array(4),
      image((x, y) => [(x * 97 + y * 31) % 256, (x * 13) % 256, (y * 71) % 256]),
    );
    expect(noise.flatShare).toBe(0);
  });

  it("maps the share of flat pixels per cell: a blank half and a textured half", () => {
    const half = image((x, y) => (x < 10 ? [250, 250, 250] : [(x * 97 + y * 31) % 256, (x * 13) % 256, (y * 71) % 256]));
    const map = blankMap(half, { w: 2, h: 1 });
    // The image border and the left half's column beside the noise are never flat: 8 × 8 of the cell's 10 × 10 are.
    expect(map[0]).toBeCloseTo(0.64, 6);
    expect(map[1]).toBe(0);
  });

  it("takes the text coverage from the text map's mean", () => {
    expect(
      contentStatistics(
        Float32Array.from([1, 0, 0.5, 0.5]),
        image(() => [0, 0, 0]),
      ).textCoverage,
    ).toBe(0.5);
  });

  it("adds designed content's weights in proportion to how likely the image is designed", () => {
    const photo = weightVector(DEFAULT_PARAMETERS);
    const statistics = { textCoverage: 0.4, flatShare: 0.5 };
    const d = designedShare(DEFAULT_PARAMETERS, statistics);
    const designed = weightVector(DEFAULT_PARAMETERS, statistics);
    const added = DEFAULT_PARAMETERS.designed.weights;
    expect(d).toBeGreaterThanOrEqual(0);
    expect(d).toBeLessThanOrEqual(1);
    FEATURE_NAMES.forEach((name, k) => expect(designed[k]).toBeCloseTo(photo[k] + d * (added[name] ?? 0), 9));
    expect(photo).toEqual(FEATURE_NAMES.map((name) => DEFAULT_PARAMETERS.weights[name]));
  });
});
