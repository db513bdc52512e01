import { notEnoughCreditsDetail, USER_MESSAGES } from "@adsight/shared";
import { BadRequestException, Injectable, NotFoundException } from "@nestjs/common";
import type { EntityManager } from "typeorm";
import { codedError } from "#src/common/errors";
import { AppConfig } from "#src/config/config";
import { type Balance, CreditsRepository, type LedgerChange } from "./credits.repository";

// The only code that changes a balance: each change writes a ledger row in the same transaction, so credits_left
// always equals the ledger's sum.
@Injectable()
export class CreditsService {
  constructor(
    private readonly repository: CreditsRepository,
    private readonly config: AppConfig,
  ) {}

  async balanceOf(userId: string): Promise<Balance> {
    const balance = await this.repository.balanceOf(userId);
    if (!balance) throw new NotFoundException(USER_MESSAGES.notFound);
    return balance;
  }

  grantTrial(userId: string, manager?: EntityManager): Promise<Balance> {
    return this.within(manager, (tx) => this.apply(tx, { userId, amount: this.config.values.credits.trial, reason: "trial" }, 0));
  }

  adjustTo(userId: string, newBalance: number, actorId: string, manager?: EntityManager): Promise<Balance> {
    return this.within(manager, async (tx) => {
      const balance = await this.lock(tx, userId);
      const amount = newBalance - balance.creditsLeft;
      if (amount === 0) return balance;
      return this.apply(tx, { userId, amount, reason: "admin_adjustment", actorId }, 0, balance);
    });
  }

  // Inside the transaction that creates the job.
  async charge(manager: EntityManager, userId: string, amount: number, ref: string): Promise<Balance> {
    assertPositive(amount);
    const balance = await this.lock(manager, userId);
    if (balance.creditsLeft < amount) {
      throw new BadRequestException(codedError("NOT_ENOUGH_CREDITS", notEnoughCreditsDetail(amount, balance.creditsLeft)));
    }
    return this.apply(manager, { userId, amount: -amount, reason: "simulation_charge", ref }, amount, balance);
  }

  // A second refund for the same ref does nothing and returns false.
  async refund(manager: EntityManager, userId: string, amount: number, ref: string): Promise<boolean> {
    assertPositive(amount);
    await this.lock(manager, userId);
    const written = await this.repository.record(manager, { userId, amount, reason: "simulation_refund", ref });
    if (written) await this.repository.moveBalance(manager, userId, amount, -amount);
    return written;
  }

  private async apply(manager: EntityManager, change: LedgerChange, spentDelta: number, locked?: Balance): Promise<Balance> {
    const balance = locked ?? (await this.lock(manager, change.userId));
    await this.repository.record(manager, change);
    await this.repository.moveBalance(manager, change.userId, change.amount, spentDelta);
    return { creditsLeft: balance.creditsLeft + change.amount, creditsSpent: balance.creditsSpent + spentDelta };
  }

  private async lock(manager: EntityManager, userId: string): Promise<Balance> {
    const balance = await this.repository.lockBalance(manager, userId);
    if (!balance) throw new NotFoundException(USER_MESSAGES.notFound);
    return balance;
  }

  private within<T>(manager: EntityManager | undefined, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return manager ? work(manager) : this.repository.transaction(work);
  }
}

function assertPositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`Credit amounts must be positive integers, got ${amount}`);
}
