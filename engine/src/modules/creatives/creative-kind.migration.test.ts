import { migrations } from "@adsight/migrations";
import { DataSource } from "typeorm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test/support/index";

let database: TestDatabase;
let db: DataSource;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await new DataSource({ type: "postgres", url: database.url }).initialize();
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const creativeKind = () => {
  const Migration = migrations.find((migration) => migration.name === "CreativeKind1764060000000");
  if (!Migration) throw new Error("the creative kind migration is not listed");
  return new Migration();
};

it("gives the rows stored before it their kind from video_oid, and keeps a row's kind and clip together", async () => {
  const runner = db.createQueryRunner();
  await creativeKind().down(runner);
  const [{ id: owner }] = await db.query<{ id: string }[]>(
    `INSERT INTO "users" ("email", "hashed_password") VALUES ('kind@example.com', 'x') RETURNING "id"`,
  );
  const [{ id: item }] = await db.query<{ id: string }[]>(
    `INSERT INTO "items" ("title", "owner_id", "setup_timestamp") VALUES ('kinds', $1, 0) RETURNING "id"`,
    [owner],
  );
  const insert = (idx: number, oid: number | null, kind?: string) =>
    db.query(
      `INSERT INTO "campaign_images" ("item_id", "idx", "content_type", "bytes", "width", "height", "sha256", "video_oid"${kind ? `, "kind"` : ""})
       VALUES ($1, $2, 'image/jpeg', '\\x00', 4, 4, repeat('0', 64), $3${kind ? ", $4" : ""})`,
      [item, idx, oid, ...(kind ? [kind] : [])],
    );
  await insert(0, null);
  await insert(1, 4242);
  await creativeKind().up(runner);
  await runner.release();
  const rows = await db.query<{ idx: number; kind: string }[]>(`SELECT "idx", "kind" FROM "campaign_images" ORDER BY "idx"`);
  expect(rows).toEqual([
    { idx: 0, kind: "image" },
    { idx: 1, kind: "video" },
  ]);
  await expect(insert(2, null, "video")).rejects.toThrow(/campaign_images_video_of_kind/);
  await expect(insert(2, null, "banner")).rejects.toThrow(/campaign_images_kind/);
  await expect(insert(2, null)).rejects.toThrow(/null value in column "kind"/);
});
