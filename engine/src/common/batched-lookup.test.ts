import { describe, expect, it } from "vitest";
import { BatchedLookup } from "./batched-lookup";

class Row {
  constructor(
    readonly id: string,
    public name: string,
  ) {}
}

/** A lookup over `rows` that records the keys of every fetch it makes. */
function lookupOver(rows: Row[]) {
  const fetches: string[][] = [];
  const lookup = new BatchedLookup<Row>(async (keys) => {
    fetches.push(keys);
    // Read when the fetch starts, as a query reads the rows committed by then.
    const found = new Map(rows.filter((row) => keys.includes(row.id)).map((row) => [row.id, row]));
    await new Promise((done) => setTimeout(done, 5));
    return found;
  });
  return { lookup, fetches };
}

describe("BatchedLookup", () => {
  it("answers the look-ups of one turn with one fetch of their distinct keys", async () => {
    const { lookup, fetches } = lookupOver([new Row("a", "Ann"), new Row("b", "Bob")]);
    const answers = await Promise.all([lookup.get("a"), lookup.get("b"), lookup.get("a"), lookup.get("missing")]);
    expect(fetches).toEqual([["a", "b", "missing"]]);
    expect(answers.map((row) => row?.name ?? null)).toEqual(["Ann", "Bob", "Ann", null]);
  });

  it("gives every caller of a key its own copy", async () => {
    const { lookup } = lookupOver([new Row("a", "Ann")]);
    const [first, second] = await Promise.all([lookup.get("a"), lookup.get("a")]);
    expect(second).not.toBe(first);
    expect(second).toBeInstanceOf(Row);
    first!.name = "changed";
    expect(second!.name).toBe("Ann");
  });

  it("never answers from a fetch that started before the caller asked", async () => {
    const rows = [new Row("a", "Ann")];
    const { lookup, fetches } = lookupOver(rows);
    const early = lookup.get("a");
    await new Promise((done) => setImmediate(done));
    // The first fetch is under way; a change committed now must be seen by the next caller.
    rows[0] = new Row("a", "Anna");
    const late = lookup.get("a");
    expect((await early)?.name).toBe("Ann");
    expect((await late)?.name).toBe("Anna");
    expect(fetches).toEqual([["a"], ["a"]]);
  });

  it("fails every caller of a fetch that fails", async () => {
    const lookup = new BatchedLookup<Row>(() => Promise.reject(new Error("database down")));
    const answers = await Promise.allSettled([lookup.get("a"), lookup.get("b")]);
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
  });
});
