import { randomUUID } from "node:crypto";
import type { ListResponse, UserPublic } from "@adsight/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  createSuperuser,
  createUser,
  login,
  loginOwner,
  rowReadsDuring,
  startTestApp,
  TEST_OWNER,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from "#test/support/index";
import { DataSource } from "typeorm";

const TRIAL = 25;
const anyString: unknown = expect.any(String);
let app: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_CREDITS: String(TRIAL) } });
  api = apiClient(app.apiUrl);
  owner = await loginOwner(app.apiUrl);
  admin = await createSuperuser(app.apiUrl, owner);
});
afterAll(async () => {
  await app?.close();
});

async function ledgerSum(userId: string): Promise<number> {
  const rows: { sum: string | null }[] = await app.app
    .get(DataSource)
    .query(`SELECT SUM("amount") AS sum FROM "credit_ledger" WHERE "user_id" = $1`, [userId]);
  return Number(rows[0]?.sum ?? 0);
}

describe("sign-up and the current user", () => {
  it("signs up with the trial credits and the spec's user fields", async () => {
    const email = uniqueEmail("Signup");
    const response = await api<UserPublic>("POST", "/users/signup", { json: { email, password: "password-123", full_name: "Ann" } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: anyString,
      email: email.toLowerCase(),
      full_name: "Ann",
      job_title: null,
      company_name: null,
      is_active: true,
      is_superuser: false,
      is_owner: false,
      credits_left: TRIAL,
      credits_spent: 0,
      total_campaigns: 0,
    });
    expect(await ledgerSum(response.body.id)).toBe(TRIAL);
    expect(await login(app.apiUrl, email.toUpperCase(), "password-123")).toEqual(expect.any(String));
  });

  it("answers /users/me from the row the guard read: one read of the user's row", async () => {
    const user = await createUser(app.apiUrl);
    let me: UserPublic | undefined;
    const reads = await rowReadsDuring(app.app.get(DataSource), async () => {
      me = (await api<UserPublic>("GET", "/users/me", { token: user.token })).body;
    });
    expect(reads.users).toBe(1);
    expect(me).toMatchObject({ id: user.user.id, email: user.email, credits_left: TRIAL, total_campaigns: 0 });
  });

  it("refuses a second account with the same address, whatever its case", async () => {
    const user = await createUser(app.apiUrl);
    const response = await api("POST", "/users/signup", { json: { email: user.email.toUpperCase(), password: "password-123" } });
    expect(response).toMatchObject({ status: 400, body: { detail: expect.stringContaining("already exists") as unknown } });
  });

  it("marks a taken address with the EMAIL_TAKEN code next to the spec's detail, and other errors with no code", async () => {
    const user = await createUser(app.apiUrl);
    const signup = await api("POST", "/users/signup", { json: { email: user.email, password: "password-123" } });
    expect(signup.body).toEqual({ detail: "The user with this email already exists in the system", code: "EMAIL_TAKEN" });
    const created = await api("POST", "/users/", { token: admin.token, json: { email: user.email, password: "password-123" } });
    expect(created).toMatchObject({ status: 400, body: { code: "EMAIL_TAKEN" } });
    const moved = await api("PATCH", "/users/me", { token: admin.token, json: { email: user.email } });
    expect(moved.body).toEqual({ detail: "User with this email already exists", code: "EMAIL_TAKEN" });
    const missing = await api("GET", `/users/${randomUUID()}`, { token: admin.token });
    expect(missing).toMatchObject({ status: 404 });
    expect(missing.body).not.toHaveProperty("code");
  });

  it.each([
    ["missing email", { password: "password-123" }, ["body", "email"], "Email is required"],
    ["empty email", { email: "", password: "password-123" }, ["body", "email"], "Email is required"],
    ["invalid email", { email: "not-an-email", password: "password-123" }, ["body", "email"], "Invalid email address"],
    ["missing password", { email: "a@example.com" }, ["body", "password"], "Password is required"],
    ["short password", { email: "a@example.com", password: "short" }, ["body", "password"], "Password must be at least 8 characters"],
    ["password as a number", { email: "a@example.com", password: 12345678 }, ["body", "password"], "Password is required"],
  ])("answers 422 with the spec's message for %s", async (_name, json, loc, msg) => {
    const response = await api<{ detail: unknown[] }>("POST", "/users/signup", { json });
    expect(response.status).toBe(422);
    expect(response.body.detail).toContainEqual({ loc, msg, type: anyString });
  });

  it("reads and updates the current user, refusing fields it may not set", async () => {
    const user = await createUser(app.apiUrl);
    const updated = await api<UserPublic>("PATCH", "/users/me", {
      token: user.token,
      json: { full_name: "Zoe", job_title: "Planner", company_name: "Acme" },
    });
    expect(updated.body).toMatchObject({ full_name: "Zoe", job_title: "Planner", company_name: "Acme" });
    expect((await api("GET", "/users/me", { token: user.token })).body).toEqual(updated.body);

    for (const json of [{ is_superuser: true }, { credits_left: 1_000 }, { is_active: false }]) {
      expect((await api("PATCH", "/users/me", { token: user.token, json })).status, JSON.stringify(json)).toBe(422);
    }
    expect((await api("GET", "/users/me", { token: user.token })).body).toEqual(updated.body);

    const taken = await api("PATCH", "/users/me", { token: user.token, json: { email: admin.email } });
    expect(taken).toMatchObject({ status: 409, body: { detail: "User with this email already exists" } });
    const newEmail = uniqueEmail("moved");
    expect((await api("PATCH", "/users/me", { token: user.token, json: { email: newEmail } })).body).toMatchObject({ email: newEmail });
  });

  it("changes the password only with the current one", async () => {
    const user = await createUser(app.apiUrl);
    const wrong = await api("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: "nope-nope", new_password: "new-password-1" },
    });
    expect(wrong).toMatchObject({ status: 400, body: { detail: "Incorrect password" } });
    const same = await api("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: user.password },
    });
    expect(same.status).toBe(400);
    const short = await api("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: "short" },
    });
    expect(short.status).toBe(422);
    const ok = await api("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: "new-password-1" },
    });
    expect(ok).toMatchObject({ status: 200, body: { message: "Password updated successfully" } });
    expect(await login(app.apiUrl, user.email, "new-password-1")).toEqual(expect.any(String));
    expect((await api("POST", "/login/access-token", { form: { username: user.email, password: user.password } })).status).toBe(400);
  });

  it("deletes the current user with their items; the token stops working", async () => {
    const user = await createUser(app.apiUrl);
    const item = await api<{ id: string }>("POST", "/items/", { token: user.token, json: { title: "Goes too" } });
    expect(await api("DELETE", "/users/me", { token: user.token })).toMatchObject({
      status: 200,
      body: { message: "User deleted successfully" },
    });
    expect((await api("GET", "/users/me", { token: user.token })).status).toBe(401);
    expect((await api("GET", `/items/${item.body.id}`, { token: owner.token })).status).toBe(404);
    expect(await ledgerSum(user.user.id)).toBe(0);
  });

  it("does not let the owner or a superuser delete themselves", async () => {
    expect(await api("DELETE", "/users/me", { token: owner.token })).toMatchObject({
      status: 400,
      body: { detail: "The owner account cannot be deleted" },
    });
    expect(await api("DELETE", "/users/me", { token: admin.token })).toMatchObject({
      status: 400,
      body: { detail: "Super users are not allowed to delete themselves" },
    });
  });
});

describe("administration of users", () => {
  it("lists users for superusers and the owner only, with skip and limit", async () => {
    const user = await createUser(app.apiUrl);
    expect(await api("GET", "/users/", { token: user.token })).toMatchObject({
      status: 403,
      body: { detail: "The user doesn't have enough privileges" },
    });
    for (const viewer of [owner, admin]) {
      const list = await api<ListResponse<UserPublic>>("GET", "/users/?limit=1000", { token: viewer.token });
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(list.body.data.length);
      expect(list.body.data.find((listed) => listed.id === user.user.id)).toEqual(user.user);
      expect(list.body.data.find((listed) => listed.is_owner)).toMatchObject({ email: TEST_OWNER.email, is_superuser: true });
    }
    const page = await api<ListResponse<UserPublic>>("GET", "/users/?skip=1&limit=2", { token: owner.token });
    expect(page.body.data).toHaveLength(2);
  });

  it("searches users by email or name, in any case, for administrators only", async () => {
    const tag = `find${Date.now()}`;
    const byEmail = await createUser(app.apiUrl, { email: `${tag}.Someone@example.com` });
    const byName = await createUser(app.apiUrl);
    await api("PATCH", "/users/me", { token: byName.token, json: { full_name: `Named ${tag.toUpperCase()} 100%` } });
    const found = await api<ListResponse<UserPublic>>("GET", `/users/?q=${tag.toUpperCase()}`, { token: admin.token });
    expect(found.body.count).toBe(2);
    expect(found.body.data.map((user) => user.id)).toEqual([byEmail.user.id, byName.user.id]);
    const paged = await api<ListResponse<UserPublic>>("GET", `/users/?q=${tag}&limit=1&skip=1`, { token: admin.token });
    expect(paged.body).toMatchObject({ count: 2, data: [{ id: byName.user.id }] });
    // % and _ are the characters typed, not patterns.
    expect(
      (await api<ListResponse<UserPublic>>("GET", `/users/?q=${encodeURIComponent("100%")}`, { token: admin.token })).body,
    ).toMatchObject({
      count: 1,
      data: [{ id: byName.user.id }],
    });
    expect((await api<ListResponse<UserPublic>>("GET", "/users/?q=_", { token: admin.token })).body.count).toBe(0);
    expect((await api("GET", `/users/?q=${tag}`, { token: byEmail.token })).status).toBe(403);
    expect((await api("GET", `/users/?q=${"x".repeat(256)}`, { token: admin.token })).status).toBe(422);
  });

  it("creates users as a superuser, with a chosen balance written to the ledger", async () => {
    const email = uniqueEmail("made");
    const created = await api<UserPublic>("POST", "/users/", {
      token: admin.token,
      json: { email, password: "password-123", full_name: "Made", credits_left: 70, job_title: "Buyer" },
    });
    expect(created.body).toMatchObject({ email, credits_left: 70, credits_spent: 0, is_superuser: false, job_title: "Buyer" });
    expect(await ledgerSum(created.body.id)).toBe(70);
    const user = await createUser(app.apiUrl);
    expect((await api("POST", "/users/", { token: user.token, json: { email: uniqueEmail(), password: "password-123" } })).status).toBe(
      403,
    );
    expect((await api("POST", "/users/", { token: admin.token, json: { email, password: "password-123" } })).status).toBe(400);
  });

  it("shows a user to themselves and to administrators only", async () => {
    const alice = await createUser(app.apiUrl);
    const bob = await createUser(app.apiUrl);
    expect((await api("GET", `/users/${alice.user.id}`, { token: alice.token })).body).toEqual(alice.user);
    expect((await api("GET", `/users/${alice.user.id}`, { token: admin.token })).body).toEqual(alice.user);
    expect((await api("GET", `/users/${alice.user.id}`, { token: bob.token })).status).toBe(403);
    expect((await api("GET", "/users/00000000-0000-4000-8000-000000000000", { token: admin.token })).status).toBe(404);
    expect((await api("GET", "/users/123", { token: admin.token })).status).toBe(422);
  });

  it("lets administrators set credits, activity and role, each credit change in the ledger", async () => {
    const user = await createUser(app.apiUrl);
    const patched = await api<UserPublic>("PATCH", `/users/${user.user.id}`, {
      token: admin.token,
      json: { credits_left: 500, is_superuser: true, is_active: true },
    });
    expect(patched.body).toMatchObject({ credits_left: 500, credits_spent: 0, is_superuser: true, is_active: true });
    expect(await ledgerSum(user.user.id)).toBe(500);
    const lowered = await api<UserPublic>("PATCH", `/users/${user.user.id}`, {
      token: owner.token,
      json: { credits_left: 40, is_superuser: false },
    });
    expect(lowered.body).toMatchObject({ credits_left: 40, is_superuser: false });
    expect(await ledgerSum(user.user.id)).toBe(40);
    const entries: { reason: string; actor_id: string }[] = await app.app
      .get(DataSource)
      .query(`SELECT "reason", "actor_id" FROM "credit_ledger" WHERE "user_id" = $1 ORDER BY "created_at"`, [user.user.id]);
    expect(entries).toEqual([
      { reason: "trial", actor_id: null },
      { reason: "admin_adjustment", actor_id: admin.user.id },
      { reason: "admin_adjustment", actor_id: owner.user.id },
    ]);
    for (const json of [{ credits_left: -1 }, { credits_left: "many" }, { credits_left: 1.5 }, { is_owner: true }, { is_active: "yes" }]) {
      expect((await api("PATCH", `/users/${user.user.id}`, { token: admin.token, json })).status, JSON.stringify(json)).toBe(422);
    }
  });

  it("refuses user administration to regular users, changing nothing", async () => {
    const alice = await createUser(app.apiUrl);
    const bob = await createUser(app.apiUrl);
    expect((await api("PATCH", `/users/${alice.user.id}`, { token: bob.token, json: { credits_left: 9999 } })).status).toBe(403);
    expect((await api("PATCH", `/users/${bob.user.id}`, { token: bob.token, json: { is_superuser: true } })).status).toBe(403);
    expect((await api("DELETE", `/users/${alice.user.id}`, { token: bob.token })).status).toBe(403);
    expect((await api("GET", "/users/me", { token: alice.token })).body).toEqual(alice.user);
    expect((await api("GET", "/users/me", { token: bob.token })).body).toEqual(bob.user);
  });

  it("keeps the owner: never deleted, never demoted, never deactivated", async () => {
    const ownerId = owner.user.id;
    expect(await api("DELETE", `/users/${ownerId}`, { token: admin.token })).toMatchObject({
      status: 400,
      body: { detail: "The owner account cannot be deleted" },
    });
    expect(await api("PATCH", `/users/${ownerId}`, { token: admin.token, json: { is_superuser: false } })).toMatchObject({
      status: 400,
      body: { detail: "The owner's administrator status cannot be changed" },
    });
    expect((await api("PATCH", `/users/${ownerId}`, { token: owner.token, json: { is_superuser: false } })).status).toBe(400);
    expect((await api("PATCH", `/users/${ownerId}`, { token: admin.token, json: { is_active: false } })).status).toBe(400);
    expect(await api("PATCH", `/users/${ownerId}`, { token: admin.token, json: { password: "taken-over-1" } })).toMatchObject({
      status: 400,
      body: { detail: "Only the owner can change the owner's email or password" },
    });
    expect((await api("PATCH", `/users/${ownerId}`, { token: admin.token, json: { email: "mine@example.com" } })).status).toBe(400);
    expect(await login(app.apiUrl, TEST_OWNER.email, TEST_OWNER.password)).toEqual(expect.any(String));
    expect((await api("GET", "/users/me", { token: owner.token })).body).toMatchObject({
      is_owner: true,
      is_superuser: true,
      is_active: true,
    });
    expect(
      (await api("PATCH", `/users/${ownerId}`, { token: owner.token, json: { full_name: "The Owner", is_superuser: true } })).status,
    ).toBe(200);
  });

  it("deletes users with their items, but not oneself", async () => {
    const user = await createUser(app.apiUrl);
    const item = await api<{ id: string }>("POST", "/items/", { token: user.token, json: { title: "Goes with its owner" } });
    expect(await api("DELETE", `/users/${admin.user.id}`, { token: admin.token })).toMatchObject({
      status: 400,
      body: { detail: "Super users are not allowed to delete themselves" },
    });
    expect((await api("DELETE", `/users/${user.user.id}`, { token: admin.token })).status).toBe(200);
    expect((await api("GET", `/users/${user.user.id}`, { token: admin.token })).status).toBe(404);
    expect((await api("GET", `/items/${item.body.id}`, { token: admin.token })).status).toBe(404);
    expect((await api("DELETE", `/users/${user.user.id}`, { token: admin.token })).status).toBe(404);
    expect(await api("PATCH", `/users/${user.user.id}`, { token: admin.token, json: { full_name: "Nobody" } })).toMatchObject({
      status: 404,
      body: { detail: "The user with this id does not exist in the system" },
    });
  });

  it("locks out deactivated users, from the API and from login", async () => {
    const user = await createUser(app.apiUrl);
    await api("PATCH", `/users/${user.user.id}`, { token: admin.token, json: { is_active: false } });
    expect(await api("GET", "/users/me", { token: user.token })).toMatchObject({ status: 403, body: { detail: "Inactive user" } });
    expect(await api("POST", "/login/access-token", { form: { username: user.email, password: user.password } })).toMatchObject({
      status: 400,
      body: { detail: "Inactive user" },
    });
    await api("PATCH", `/users/${user.user.id}`, { token: admin.token, json: { is_active: true } });
    expect((await api("GET", "/users/me", { token: user.token })).status).toBe(200);
  });
});
