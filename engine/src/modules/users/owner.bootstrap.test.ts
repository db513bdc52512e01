import { afterAll, beforeAll, expect, it } from "vitest";
import { DataSource } from "typeorm";
import { createTestDatabase, login, startTestApp, TEST_OWNER, type TestDatabase } from "#test/support/index";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

it("creates exactly one owner when several API processes start at once, and keeps its password on restart", async () => {
  const apps = await Promise.all([startTestApp({ database }), startTestApp({ database }), startTestApp({ database })]);
  const [first] = apps;
  const owners: { email: string; is_superuser: boolean }[] = await first.app
    .get(DataSource)
    .query(`SELECT "email", "is_superuser" FROM "users" WHERE "is_owner"`);
  expect(owners).toEqual([{ email: TEST_OWNER.email, is_superuser: true }]);
  await Promise.all(apps.map((app) => app.close()));

  const restarted = await startTestApp({ database, env: { FIRST_SUPERUSER_PASSWORD: "a-different-password" } });
  try {
    expect(await login(restarted.apiUrl, TEST_OWNER.email, TEST_OWNER.password)).toEqual(expect.any(String));
  } finally {
    await restarted.close();
  }
});
