import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DataSource } from "typeorm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test/support/index";
import { copyLargeObjectToFile, largeObjectSize, readLargeObject, writeLargeObject } from "./large-objects";

let database: TestDatabase;
let db: DataSource;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await new DataSource({ type: "postgres", url: database.url }).initialize();
  folder = await mkdtemp(join(tmpdir(), "adsight-lo-"));
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  await rm(folder, { recursive: true, force: true });
});

const objectExists = async (oid: string) =>
  (await db.query<{ n: number }[]>(`SELECT count(*)::int AS "n" FROM pg_largeobject_metadata WHERE oid = $1::bigint::oid`, [oid]))[0].n ===
  1;

it("a file goes in and comes out whole, and a byte range reads only those bytes", async () => {
  const bytes = randomBytes(2.5 * 1024 * 1024 + 17);
  await writeFile(join(folder, "in.bin"), bytes);
  const oid = await db.transaction((manager) => writeLargeObject(manager, join(folder, "in.bin")));
  expect(await largeObjectSize(db.manager, oid)).toBe(bytes.length);
  await copyLargeObjectToFile(db.manager, oid, join(folder, "out.bin"));
  expect((await readFile(join(folder, "out.bin"))).equals(bytes)).toBe(true);
  const parts: Buffer[] = [];
  for await (const part of readLargeObject(db.manager, oid, 1_048_570, 2_097_160)) parts.push(part);
  expect(Buffer.concat(parts).equals(bytes.subarray(1_048_570, 2_097_161))).toBe(true);
});

it("a rolled back upload leaves no object, and the last row naming a video takes it with it", async () => {
  await writeFile(join(folder, "clip.bin"), randomBytes(1000));
  let rolledBack = "";
  await expect(
    db.transaction(async (manager) => {
      rolledBack = await writeLargeObject(manager, join(folder, "clip.bin"));
      throw new Error("refused");
    }),
  ).rejects.toThrow("refused");
  expect(await objectExists(rolledBack)).toBe(false);

  const [{ id: owner }] = await db.query<{ id: string }[]>(
    `INSERT INTO "users" ("email", "hashed_password", "full_name") VALUES ('lo@example.com', 'x', 'LO') RETURNING "id"`,
  );
  const [{ id: item }] = await db.query<{ id: string }[]>(
    `INSERT INTO "items" ("title", "owner_id", "setup_timestamp") VALUES ('clip', $1, 0) RETURNING "id"`,
    [owner],
  );
  const oid = await db.transaction(async (manager) => {
    const stored = await writeLargeObject(manager, join(folder, "clip.bin"));
    for (const idx of [0, 1]) {
      await manager.query(
        `INSERT INTO "campaign_images" ("item_id", "idx", "content_type", "bytes", "width", "height", "sha256", "kind", "video_oid", "video_duration_ms")
         VALUES ($1, $2, 'image/jpeg', '\\x00', 4, 4, repeat('0', 64), 'video', $3, 1000)`,
        [item, idx, stored],
      );
    }
    return stored;
  });
  await db.query(`DELETE FROM "campaign_images" WHERE "idx" = 0`);
  expect(await objectExists(oid)).toBe(true);
  await db.query(`DELETE FROM "items" WHERE "id" = $1`, [item]);
  expect(await objectExists(oid)).toBe(false);
});
