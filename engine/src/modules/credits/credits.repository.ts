import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource, EntityManager } from "typeorm";
import type { CreditReason } from "./credit-ledger.entity";

export interface Balance {
  creditsLeft: number;
  creditsSpent: number;
}

export interface LedgerChange {
  userId: string;
  amount: number;
  reason: CreditReason;
  ref?: string | null;
  actorId?: string | null;
}

@Injectable()
export class CreditsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async balanceOf(userId: string): Promise<Balance | null> {
    return this.readBalance(this.dataSource.manager, userId, "");
  }

  // Until the transaction ends, so that concurrent charges queue instead of double-spending.
  async lockBalance(manager: EntityManager, userId: string): Promise<Balance | null> {
    return this.readBalance(manager, userId, " FOR UPDATE");
  }

  private async readBalance(manager: EntityManager, userId: string, lock: "" | " FOR UPDATE"): Promise<Balance | null> {
    const rows: { credits_left: number; credits_spent: number }[] = await manager.query(
      `SELECT "credits_left", "credits_spent" FROM "users" WHERE "id" = $1${lock}`,
      [userId],
    );
    const row = rows[0];
    return row ? { creditsLeft: row.credits_left, creditsSpent: row.credits_spent } : null;
  }

  // A refund already written for the same ref is not written again.
  async record(manager: EntityManager, change: LedgerChange): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO "credit_ledger" ("user_id", "amount", "reason", "ref", "actor_id") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [change.userId, change.amount, change.reason, change.ref ?? null, change.actorId ?? null],
    );
    return rows.length > 0;
  }

  async moveBalance(manager: EntityManager, userId: string, leftDelta: number, spentDelta: number): Promise<void> {
    await manager.query(`UPDATE "users" SET "credits_left" = "credits_left" + $2, "credits_spent" = "credits_spent" + $3 WHERE "id" = $1`, [
      userId,
      leftDelta,
      spentDelta,
    ]);
  }
}
