import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";

export interface KeyOwner {
  userId: string;
  scope: string;
  key: string;
}

export interface StoredKey {
  fingerprint: string;
  // Null while the first request is still running.
  statusCode: number | null;
  response: unknown;
}

@Injectable()
export class IdempotencyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // Concurrent claims of one key queue on its primary key, so exactly one wins; an expired key is forgotten first.
  async claim(owner: KeyOwner, fingerprint: string, ttlHours: number): Promise<boolean> {
    const params = [owner.userId, owner.scope, owner.key];
    await this.dataSource.query(
      `DELETE FROM "idempotency_keys" WHERE "user_id" = $1 AND "scope" = $2 AND "key" = $3 AND "created_at" < now() - make_interval(hours => $4)`,
      [...params, ttlHours],
    );
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO "idempotency_keys" ("user_id", "scope", "key", "fingerprint") VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING "key"`,
      [...params, fingerprint],
    );
    return rows.length > 0;
  }

  async find(owner: KeyOwner): Promise<StoredKey | null> {
    const rows: { fingerprint: string; status_code: number | null; response: unknown }[] = await this.dataSource.query(
      `SELECT "fingerprint", "status_code", "response" FROM "idempotency_keys" WHERE "user_id" = $1 AND "scope" = $2 AND "key" = $3`,
      [owner.userId, owner.scope, owner.key],
    );
    const row = rows[0];
    return row ? { fingerprint: row.fingerprint, statusCode: row.status_code, response: row.response } : null;
  }

  async complete(owner: KeyOwner, statusCode: number, response: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE "idempotency_keys" SET "status_code" = $4, "response" = $5 WHERE "user_id" = $1 AND "scope" = $2 AND "key" = $3`,
      [owner.userId, owner.scope, owner.key, statusCode, JSON.stringify(response)],
    );
  }

  // After a failure on our side, so that a retry runs the request again.
  async release(owner: KeyOwner): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "idempotency_keys" WHERE "user_id" = $1 AND "scope" = $2 AND "key" = $3 AND "status_code" IS NULL`,
      [owner.userId, owner.scope, owner.key],
    );
  }
}
