import type { ItemPublic, ListedItem, ListResponse } from "@adsight/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createSuperuser, createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: TestUser;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
const anyString: unknown = expect.any(String);
const uuid: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);

beforeAll(async () => {
  app = await startTestApp();
  api = apiClient(app.apiUrl);
  owner = await loginOwner(app.apiUrl);
  admin = await createSuperuser(app.apiUrl, owner);
  alice = await createUser(app.apiUrl);
  bob = await createUser(app.apiUrl);
});
afterAll(async () => {
  await app?.close();
});

async function createItem(user: TestUser, body: Record<string, unknown> = {}): Promise<ItemPublic> {
  const response = await api<ItemPublic>("POST", "/items/", { token: user.token, json: { title: "Spring sale", ...body } });
  expect(response.status).toBe(200);
  return response.body;
}

describe("items: the owner's own campaigns", () => {
  it("creates, reads, updates (fully and status only) and deletes", async () => {
    const created = await createItem(alice, { description: "Young urban adults", status: "Draft", setupTimestamp: 1_760_000_000 });
    expect(created).toEqual({
      id: uuid,
      title: "Spring sale",
      description: "Young urban adults",
      status: "Draft",
      setupTimestamp: 1_760_000_000,
      owner_id: alice.user.id,
    });

    expect((await api("GET", `/items/${created.id}`, { token: alice.token })).body).toEqual(created);

    const full = await api<ItemPublic>("PUT", `/items/${created.id}`, {
      token: alice.token,
      json: { title: "Summer sale", description: "Families", status: "Processing", setupTimestamp: 1_760_000_100 },
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ title: "Summer sale", description: "Families", status: "Processing", setupTimestamp: 1_760_000_100 });

    const statusOnly = await api<ItemPublic>("PUT", `/items/${created.id}`, { token: alice.token, json: { status: "Ready" } });
    expect(statusOnly.body).toMatchObject({ title: "Summer sale", description: "Families", status: "Ready" });

    const deleted = await api("DELETE", `/items/${created.id}`, { token: alice.token });
    expect(deleted).toMatchObject({ status: 200, body: { message: "Item deleted successfully" } });
    expect((await api("GET", `/items/${created.id}`, { token: alice.token })).status).toBe(404);
  });

  it("stamps the setup time with the current epoch seconds when none is given", async () => {
    const before = Math.floor(Date.now() / 1000);
    const item = await createItem(alice);
    expect(item.setupTimestamp).toBeGreaterThanOrEqual(before);
    expect(item.setupTimestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(item.description).toBeNull();
  });

  it("lists only the caller's items, newest first, with skip and limit", async () => {
    const carol = await createUser(app.apiUrl);
    const titles = ["first", "second", "third"];
    for (const title of titles) await createItem(carol, { title });
    const all = await api<ListResponse<ItemPublic>>("GET", "/items/", { token: carol.token });
    expect(all.body.count).toBe(3);
    expect(all.body.data.map((item) => item.title)).toEqual(["third", "second", "first"]);
    expect(all.body.data.every((item) => item.owner_id === carol.user.id)).toBe(true);
    const page = await api<ListResponse<ItemPublic>>("GET", "/items/?skip=1&limit=1", { token: carol.token });
    expect(page.body).toMatchObject({ count: 3, data: [{ title: "second" }] });
    // A page past the end still tells the total.
    const beyond = await api<ListResponse<ItemPublic>>("GET", "/items/?skip=5&limit=2", { token: carol.token });
    expect(beyond.body).toEqual({ count: 3, data: [] });
    const fresh = await createUser(app.apiUrl);
    expect((await api<ListResponse<ItemPublic>>("GET", "/items/", { token: fresh.token })).body).toEqual({ count: 0, data: [] });
  });

  it("numbers each campaign by ascending setup time across pages, the list running newest first", async () => {
    const erin = await createUser(app.apiUrl);
    // Out of order, with a tie (broken by creation: the later one counts as newer).
    const stamps = [1_700_000_300, 1_700_000_100, 1_700_000_500, 1_700_000_100, 1_700_000_200];
    const created: ItemPublic[] = [];
    for (const [index, setupTimestamp] of stamps.entries()) created.push(await createItem(erin, { title: `c${index}`, setupTimestamp }));
    const pages: ListedItem[] = [];
    for (let skip = 0; skip < 6; skip += 2) {
      const page = await api<ListResponse<ListedItem>>("GET", `/items/?skip=${skip}&limit=2`, { token: erin.token });
      expect(page.body.count).toBe(5);
      pages.push(...page.body.data);
    }
    expect(pages.map((item) => [item.title, item.number])).toEqual([
      ["c2", 5],
      ["c0", 4],
      ["c4", 3],
      ["c3", 2],
      ["c1", 1],
    ]);
  });

  it("counts the user's campaigns in total_campaigns", async () => {
    const dave = await createUser(app.apiUrl);
    await createItem(dave);
    const second = await createItem(dave);
    expect((await api("GET", "/users/me", { token: dave.token })).body).toMatchObject({ total_campaigns: 2 });
    await api("DELETE", `/items/${second.id}`, { token: dave.token });
    expect((await api("GET", "/users/me", { token: dave.token })).body).toMatchObject({ total_campaigns: 1 });
  });
});

describe("items: other users' campaigns", () => {
  it("refuses reading, changing or deleting another user's item, and changes nothing", async () => {
    const item = await createItem(alice, { title: "Alice's", description: "private" });
    for (const [method, json] of [["GET"], ["PUT", { title: "Bob was here" }], ["PUT", { status: "Error" }], ["DELETE"]] as const) {
      const response = await api(method, `/items/${item.id}`, { token: bob.token, json });
      expect(response.status, `${method} ${JSON.stringify(json)}`).toBe(403);
      expect(response.body).toEqual({ detail: "Not enough permissions" });
    }
    expect((await api("GET", `/items/${item.id}`, { token: alice.token })).body).toEqual(item);
    const bobsList = await api<ListResponse<ItemPublic>>("GET", "/items/", { token: bob.token });
    expect(bobsList.body.data.some((listed) => listed.id === item.id)).toBe(false);
  });

  it("lets superusers and the owner see every item with its owner's email, and manage it", async () => {
    const item = await createItem(alice, { title: "Seen by admins" });
    for (const viewer of [owner, admin]) {
      const list = await api<ListResponse<ItemPublic>>("GET", "/items/?limit=1000", { token: viewer.token });
      expect(list.body.data.find((listed) => listed.id === item.id)).toMatchObject({ owner_id: alice.user.id, owner_email: alice.email });
      expect(list.body.count).toBeGreaterThanOrEqual(list.body.data.length);
      expect((await api("GET", `/items/${item.id}`, { token: viewer.token })).status).toBe(200);
    }
    expect((await api("PUT", `/items/${item.id}`, { token: admin.token, json: { status: "Error" } })).body).toMatchObject({
      status: "Error",
    });
    expect((await api("DELETE", `/items/${item.id}`, { token: owner.token })).status).toBe(200);
  });

  it("lets administrators list one user's campaigns, numbered among that user's own", async () => {
    const frank = await createUser(app.apiUrl);
    const grace = await createUser(app.apiUrl);
    await createItem(frank, { title: "frank old", setupTimestamp: 1_600_000_000 });
    await createItem(grace, { title: "grace", setupTimestamp: 1_650_000_000 });
    await createItem(frank, { title: "frank new", setupTimestamp: 1_700_000_000 });
    for (const viewer of [owner, admin]) {
      const list = await api<ListResponse<ListedItem>>("GET", `/items/?owner_id=${frank.user.id}`, { token: viewer.token });
      expect(list.body).toEqual({
        count: 2,
        data: [
          expect.objectContaining({ title: "frank new", number: 2, owner_id: frank.user.id, owner_email: frank.email }),
          expect.objectContaining({ title: "frank old", number: 1, owner_id: frank.user.id, owner_email: frank.email }),
        ],
      });
    }
    // Everyone's list numbers every campaign: the newest here is the highest of all.
    const all = await api<ListResponse<ListedItem>>("GET", "/items/?limit=1", { token: admin.token });
    expect(all.body.data[0]?.number).toBe(all.body.count);
  });

  it("refuses another user's filter to a regular user, and accepts their own", async () => {
    const mine = await createItem(alice, { title: "Alice's own" });
    const refused = await api("GET", `/items/?owner_id=${bob.user.id}`, { token: alice.token });
    expect(refused).toMatchObject({ status: 403, body: { detail: "Not enough permissions" } });
    const own = await api<ListResponse<ListedItem>>("GET", `/items/?owner_id=${alice.user.id}&limit=1000`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.body.data.some((item) => item.id === mine.id)).toBe(true);
    expect((await api("GET", "/items/?owner_id=nobody", { token: admin.token })).body).toEqual({
      detail: [{ loc: ["query", "owner_id"], msg: "Must be a valid UUID", type: "invalid_string" }],
    });
  });

  it("answers 404 for an id that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await api(method, `/items/${missing}`, {
        token: alice.token,
        json: method === "PUT" ? { status: "Ready" } : undefined,
      });
      expect(response).toMatchObject({ status: 404, body: { detail: "Item not found" } });
    }
  });
});

describe("items: bad input", () => {
  const cases: [string, unknown, (string | number)[], string?][] = [
    ["missing title", { description: "x" }, ["body", "title"]],
    ["empty title", { title: "  " }, ["body", "title"], "Title is required"],
    ["unknown status", { title: "t", status: "Done" }, ["body", "status"]],
    ["setupTimestamp as a string", { title: "t", setupTimestamp: "yesterday" }, ["body", "setupTimestamp"]],
    ["fractional setupTimestamp", { title: "t", setupTimestamp: 1.5 }, ["body", "setupTimestamp"]],
    ["title as a number", { title: 42 }, ["body", "title"]],
    ["a JSON array", [1, 2], ["body"]],
    ["malformed JSON", '{"title": ', ["body"], "JSON decode error"],
  ];
  it.each(cases)("rejects %s with 422 and the field's location", async (_name, json, loc, msg) => {
    const response = await api<{ detail: { loc: unknown[]; msg: string; type: string }[] }>("POST", "/items/", {
      token: alice.token,
      json,
    });
    expect(response.status).toBe(422);
    expect(response.body.detail[0]).toMatchObject({ loc, msg: msg ?? anyString, type: anyString });
  });

  it("rejects fields an update does not know, bad ids and bad paging", async () => {
    const item = await createItem(alice);
    const extra = await api("PUT", `/items/${item.id}`, { token: alice.token, json: { owner_id: bob.user.id } });
    expect(extra.status).toBe(422);
    expect((await api("GET", `/items/${item.id}`, { token: alice.token })).body).toMatchObject({ owner_id: alice.user.id });
    expect((await api("GET", "/items/not-a-uuid", { token: alice.token })).body).toEqual({
      detail: [{ loc: ["path", "id"], msg: "Must be a valid UUID", type: "invalid_string" }],
    });
    for (const query of ["limit=0", "skip=-1", "limit=abc", "limit=100000"]) {
      const response = await api<{ detail: { loc: string[] }[] }>("GET", `/items/?${query}`, { token: alice.token });
      expect(response.status, query).toBe(422);
      expect(response.body.detail[0]?.loc[0]).toBe("query");
    }
  });

  it("needs a token", async () => {
    expect(await api("GET", "/items/")).toMatchObject({ status: 401, body: { detail: "Not authenticated" } });
    expect((await api("POST", "/items/", { json: { title: "x" } })).status).toBe(401);
  });
});
