import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource, EntityManager } from "typeorm";

export interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  created_at: Date;
}

export interface DeliveryToSend {
  status: string;
  event_id: string;
  payload: unknown;
  url: string;
  secret_cipher: string;
  enabled: boolean;
}

export interface AttemptRow {
  event_id: string;
  event_type: string;
  attempt: number;
  http_status: number | null;
  duration_ms: number;
  error: string | null;
  created_at: Date;
}

const ENDPOINT_COLUMNS = `"id", "url", "events", "enabled", "created_at"`;

@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  endpoints(userId: string): Promise<EndpointRow[]> {
    return this.dataSource.query(`SELECT ${ENDPOINT_COLUMNS} FROM "webhook_endpoints" WHERE "user_id" = $1 ORDER BY "created_at"`, [
      userId,
    ]);
  }

  async endpoint(userId: string, id: string): Promise<EndpointRow | null> {
    const rows: EndpointRow[] = await this.dataSource.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM "webhook_endpoints" WHERE "user_id" = $1 AND "id" = $2`,
      [userId, id],
    );
    return rows[0] ?? null;
  }

  // The user's row is locked so that concurrent adds count right.
  insertEndpoint(
    userId: string,
    values: Omit<EndpointRow, "id" | "created_at"> & { secretCipher: string },
    max: number,
  ): Promise<EndpointRow | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM "users" WHERE "id" = $1 FOR UPDATE`, [userId]);
      const [{ count }] = await manager.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM "webhook_endpoints" WHERE "user_id" = $1`,
        [userId],
      );
      if (count >= max) return null;
      const rows: EndpointRow[] = await manager.query(
        `INSERT INTO "webhook_endpoints" ("user_id", "url", "secret_cipher", "events", "enabled") VALUES ($1, $2, $3, $4, $5)
         RETURNING ${ENDPOINT_COLUMNS}`,
        [userId, values.url, values.secretCipher, values.events, values.enabled],
      );
      return rows[0];
    });
  }

  async updateEndpoint(
    userId: string,
    id: string,
    changes: Partial<Pick<EndpointRow, "url" | "events" | "enabled">>,
  ): Promise<EndpointRow | null> {
    const rows: [EndpointRow[], number] = await this.dataSource.query(
      `UPDATE "webhook_endpoints" SET "url" = COALESCE($3, "url"), "events" = COALESCE($4, "events"), "enabled" = COALESCE($5, "enabled")
       WHERE "user_id" = $1 AND "id" = $2 RETURNING ${ENDPOINT_COLUMNS}`,
      [userId, id, changes.url ?? null, changes.events ?? null, changes.enabled ?? null],
    );
    return rows[0][0] ?? null;
  }

  async deleteEndpoint(userId: string, id: string): Promise<boolean> {
    const rows: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM "webhook_endpoints" WHERE "user_id" = $1 AND "id" = $2 RETURNING "id"`,
      [userId, id],
    );
    return rows[1] > 0;
  }

  // In the caller's transaction (the one that ends the job), so an event exists exactly when its cause committed.
  async recordEvent(manager: EntityManager, userId: string, eventType: string, eventId: string, payload: unknown): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO "webhook_deliveries" ("endpoint_id", "event_id", "event_type", "payload")
       SELECT "id", $2::uuid, $3::text, $4::jsonb FROM "webhook_endpoints" WHERE "user_id" = $1 AND "enabled" AND $3::text = ANY("events")
       RETURNING "id"`,
      [userId, eventId, eventType, JSON.stringify(payload)],
    );
    return rows.map((row) => row.id);
  }

  async insertDelivery(endpointId: string, eventType: string, eventId: string, payload: unknown): Promise<string> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO "webhook_deliveries" ("endpoint_id", "event_id", "event_type", "payload") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [endpointId, eventId, eventType, JSON.stringify(payload)],
    );
    return rows[0].id;
  }

  async deliveryToSend(id: string): Promise<DeliveryToSend | null> {
    const rows: DeliveryToSend[] = await this.dataSource.query(
      `SELECT d."status", d."event_id", d."payload", e."url", e."secret_cipher", e."enabled"
       FROM "webhook_deliveries" d JOIN "webhook_endpoints" e ON e."id" = d."endpoint_id" WHERE d."id" = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async recordAttempt(
    deliveryId: string,
    attempt: number,
    outcome: { status: number | null; durationMs: number; error: string | null },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "webhook_attempts" ("delivery_id", "attempt", "http_status", "duration_ms", "error") VALUES ($1, $2, $3, $4, $5)`,
      [deliveryId, attempt, outcome.status, outcome.durationMs, outcome.error?.slice(0, 200) ?? null],
    );
  }

  // False when it had already ended, so that one event is reported delivered once.
  async end(id: string, status: "delivered" | "failed" | "cancelled"): Promise<boolean> {
    const rows: [unknown[], number] = await this.dataSource.query(
      `UPDATE "webhook_deliveries" SET "status" = $2::varchar, "delivered_at" = CASE WHEN $2::varchar = 'delivered' THEN now() END
       WHERE "id" = $1 AND "status" = 'pending' RETURNING "id"`,
      [id, status],
    );
    return rows[1] > 0;
  }

  // Their queue job may have been lost with a process that died.
  async stalePending(olderThanMs: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "webhook_deliveries" WHERE "status" = 'pending' AND "created_at" < now() - make_interval(secs => $1::double precision / 1000)
       ORDER BY "created_at" LIMIT $2`,
      [olderThanMs, limit],
    );
    return rows.map((row) => row.id);
  }

  attempts(endpointId: string, limit: number): Promise<AttemptRow[]> {
    return this.dataSource.query(
      `SELECT d."event_id", d."event_type", a."attempt", a."http_status", a."duration_ms", a."error", a."created_at"
       FROM "webhook_attempts" a JOIN "webhook_deliveries" d ON d."id" = a."delivery_id"
       WHERE d."endpoint_id" = $1 ORDER BY a."created_at" DESC, a."id" DESC LIMIT $2`,
      [endpointId, limit],
    );
  }
}
