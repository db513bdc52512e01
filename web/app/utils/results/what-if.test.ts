import { describe, expect, it } from "vitest";
import { clampBox, EditsFieldSchema, nudge, parseWhatIfQuery, whatIfRequest, whatIfSearch } from "./what-if";

const image = { width: 800, height: 600 };

describe("the what-if query", () => {
  it("reads the form's GET (the open row is the image) and writes the resource route's search back the same", () => {
    const search = new URLSearchParams("open=1&move=Logo&from=10,20,100,50&goal=brand_early&x=300&y=40&width=150&height=75");
    const query = parseWhatIfQuery(search);
    expect(query).toEqual({
      idx: 1,
      move: "Logo",
      from: { x: 10, y: 20, width: 100, height: 50 },
      goal: "brand_early",
      x: 300,
      y: 40,
      width: 150,
      height: 75,
    });
    expect(parseWhatIfQuery(new URLSearchParams(whatIfSearch(query!)))).toEqual(query);
  });

  it("is absent without a moved eye catcher, and refused with a box that is not whole pixels", () => {
    expect(parseWhatIfQuery(new URLSearchParams("open=1&sort=best"))).toBeNull();
    expect(parseWhatIfQuery(new URLSearchParams("open=1&move=Logo&from=10,20,100,50&x=-4&y=0&width=10&height=10"))).toBeNull();
    expect(parseWhatIfQuery(new URLSearchParams("open=1&move=Logo&from=10,20,100&x=4&y=0&width=10&height=10"))).toBeNull();
  });

  it("asks the engine for the move as a place edit, measured on the moved area when the goal is an area's", () => {
    const query = parseWhatIfQuery(new URLSearchParams("idx=0&move=Logo&from=10,20,100,50&goal=brand_early&x=0&y=0&width=150&height=75"))!;
    expect(whatIfRequest(query)).toEqual({
      edits: [{ kind: "place", box: { x: 10, y: 20, width: 100, height: 50 }, to: { x: 0, y: 0, width: 150, height: 75 } }],
      goal: "brand_early",
      target: "Logo",
    });
    expect(whatIfRequest({ ...query, goal: "clarity" }).target).toBeUndefined();
  });

  it("reads Add as a variant's edits, refusing what is not an edit", () => {
    const edits = [{ kind: "place", box: { x: 1, y: 2, width: 30, height: 40 }, to: { x: 5, y: 2, width: 30, height: 40 } }];
    expect(EditsFieldSchema.parse(JSON.stringify(edits))).toEqual(edits);
    expect(EditsFieldSchema.safeParse("[]").success).toBe(false);
    expect(EditsFieldSchema.safeParse("{").success).toBe(false);
    expect(EditsFieldSchema.safeParse(JSON.stringify([{ kind: "paint" }])).success).toBe(false);
  });
});

describe("moving the box with the keys", () => {
  const box = { x: 10, y: 10, width: 100, height: 50 };

  it("moves by a hundredth of the long side, resizes with Shift, ignores other keys", () => {
    expect(nudge(box, "ArrowRight", false, image)).toEqual({ ...box, x: 18 });
    expect(nudge(box, "ArrowUp", false, image)).toEqual({ ...box, y: 2 });
    expect(nudge(box, "ArrowDown", true, image)).toEqual({ ...box, height: 58 });
    expect(nudge(box, "Enter", false, image)).toBeNull();
  });

  it("keeps the box inside the image and at least 8 px each way", () => {
    expect(nudge({ ...box, x: 0 }, "ArrowLeft", false, image)).toEqual({ ...box, x: 0 });
    expect(clampBox({ x: 780, y: 590, width: 100, height: 3 }, image)).toEqual({ x: 700, y: 590, width: 100, height: 8 });
    expect(clampBox({ x: -5, y: 0, width: 2000, height: 50 }, image)).toEqual({ x: 0, y: 0, width: 800, height: 50 });
  });
});
