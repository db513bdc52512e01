import { describe, expect, it } from "vitest";
import { boxAfter, enlarged } from "./boxes";

const image = { width: 200, height: 100 };

describe("enlarged", () => {
  it("scales a logo 1.5× about its centre", () => {
    const logo = { x: 90, y: 40, width: 20, height: 20 };
    const to = enlarged(logo, 1.5, image);
    expect(to).toEqual({ x: 85, y: 35, width: 30, height: 30 });
    expect([to.x + to.width / 2, to.y + to.height / 2]).toEqual([100, 50]);
  });

  it("moves an enlargement near the edge only as far as it must to stay inside the image", () => {
    expect(enlarged({ x: 180, y: 80, width: 20, height: 20 }, 1.5, image)).toEqual({ x: 170, y: 70, width: 30, height: 30 });
    expect(enlarged({ x: 0, y: 0, width: 150, height: 80 }, 2, image)).toEqual({ x: 0, y: 0, width: 200, height: 100 });
  });
});

describe("boxAfter", () => {
  it("moves the target with a place edit of it and shifts it with a crop", () => {
    const logo = { x: 90, y: 40, width: 20, height: 20 };
    const to = { x: 10, y: 10, width: 40, height: 40 };
    expect(boxAfter(logo, { kind: "place", box: logo, to }, image)).toEqual(to);
    expect(boxAfter(logo, { kind: "crop", placement: "1:1", box: { x: 50, y: 0, width: 100, height: 100 } }, image)).toEqual({
      ...logo,
      x: 40,
    });
    expect(boxAfter(logo, { kind: "dim", box: to, amount: 0.5 }, image)).toEqual(logo);
  });
});
