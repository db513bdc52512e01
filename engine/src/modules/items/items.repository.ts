import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import type { EntityManager, Repository } from "typeorm";
import { Item } from "./item.entity";

export type ItemChanges = Partial<Pick<Item, "title" | "description" | "status" | "setupTimestamp">>;

@Injectable()
export class ItemsRepository {
  constructor(@InjectRepository(Item) private readonly items: Repository<Item>) {}

  /** Newest first; `ownerId` limits the list to one user's items, and the owner's email comes along. */
  list(skip: number, take: number, ownerId?: string): Promise<[Item[], number]> {
    const query = this.items
      .createQueryBuilder("item")
      .leftJoin("item.owner", "owner")
      .addSelect(["owner.id", "owner.email"])
      .orderBy("item.createdAt", "DESC")
      .addOrderBy("item.id", "DESC")
      .skip(skip)
      .take(take);
    if (ownerId) query.where("item.ownerId = :ownerId", { ownerId });
    return query.getManyAndCount();
  }

  findById(id: string): Promise<Item | null> {
    return this.items.findOneBy({ id });
  }

  async insert(values: ItemChanges & Pick<Item, "title" | "ownerId" | "setupTimestamp">): Promise<Item> {
    const result = await this.items.insert(values);
    return this.items.findOneByOrFail({ id: (result.identifiers[0] as { id: string }).id });
  }

  /**
   * Runs `work` with the item's row locked, told whether a simulation of the item is queued or running (a job in
   * Processing, whatever the item's own status says). A start locks the same row, so the answer holds until commit.
   */
  withSimulationState<T>(id: string, work: (running: boolean, manager: EntityManager) => Promise<T>): Promise<T> {
    return this.items.manager.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM "items" WHERE "id" = $1 FOR UPDATE`, [id]);
      const [row] = await manager.query<{ running: boolean }[]>(
        `SELECT EXISTS (SELECT 1 FROM "simulation_jobs" WHERE "item_id" = $1 AND "status" = 'Processing') AS "running"`,
        [id],
      );
      return work(row?.running ?? false, manager);
    });
  }

  async update(id: string, changes: ItemChanges, manager = this.items.manager): Promise<Item> {
    if (Object.keys(changes).length > 0) await manager.update(Item, { id }, changes);
    return manager.findOneByOrFail(Item, { id });
  }

  /** Drafts, images, jobs and results of the item go with it (ON DELETE CASCADE). */
  async delete(id: string, manager = this.items.manager): Promise<void> {
    await manager.delete(Item, { id });
  }
}
