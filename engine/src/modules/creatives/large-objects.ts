import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import type { EntityManager } from "typeorm";

// A video is moved in chunks of this size, so neither side ever holds a whole file (up to 100 MB) in memory.
const CHUNK_BYTES = 1024 * 1024;

type Queryable = Pick<EntityManager, "query">;

/** Writes a file into a new large object and answers its oid; call it in the transaction that records the oid. */
export async function writeLargeObject(manager: Queryable, file: string): Promise<string> {
  const [{ oid }] = await manager.query<{ oid: string }[]>(`SELECT lo_create(0)::bigint AS "oid"`);
  let offset = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    await manager.query(`SELECT lo_put($1::bigint::oid, $2, $3)`, [oid, offset, chunk]);
    offset += chunk.length;
  }
  return oid;
}

export async function largeObjectSize(manager: Queryable, oid: string): Promise<number> {
  const [{ size }] = await manager.query<{ size: string }[]>(`SELECT lo_lseek64(lo_open($1::bigint::oid, x'40000'::int), 0, 2) AS "size"`, [
    oid,
  ]);
  return Number(size);
}

/** Bytes `start`..`end` (inclusive) of a large object, a chunk at a time. */
export async function* readLargeObject(manager: Queryable, oid: string, start: number, end: number): AsyncGenerator<Buffer> {
  for (let offset = start; offset <= end; offset += CHUNK_BYTES) {
    const length = Math.min(CHUNK_BYTES, end + 1 - offset);
    const [{ data }] = await manager.query<{ data: Buffer }[]>(`SELECT lo_get($1::bigint::oid, $2, $3) AS "data"`, [oid, offset, length]);
    yield data;
  }
}

/** Copies a large object into a file (ffmpeg reads files: an MP4's index may sit at its end). */
export async function copyLargeObjectToFile(manager: Queryable, oid: string, file: string): Promise<void> {
  const size = await largeObjectSize(manager, oid);
  const out = createWriteStream(file);
  try {
    for await (const chunk of readLargeObject(manager, oid, 0, size - 1)) {
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    out.end();
    await once(out, "close");
  }
}
