import type { CampaignStatus } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import type { EntityManager, Repository } from "typeorm";
import { Item } from "./item.entity";

export type ListedItem = Pick<Item, "id" | "title" | "description" | "status" | "setupTimestamp" | "ownerId"> & {
  owner: { email: string };
  number: number;
};

interface ListedItemRow {
  id: string;
  title: string;
  description: string | null;
  status: Item["status"];
  setup_timestamp: string;
  owner_id: string;
  owner_email: string;
  number: string;
  total: string;
}

const toListedItem = (row: ListedItemRow): ListedItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  setupTimestamp: Number(row.setup_timestamp),
  ownerId: row.owner_id,
  owner: { email: row.owner_email },
  number: Number(row.number),
});

export type ItemChanges = Partial<Pick<Item, "title" | "description" | "status" | "setupTimestamp">>;

@Injectable()
export class ItemsRepository {
  constructor(@InjectRepository(Item) private readonly items: Repository<Item>) {}

  // `#` is the place by ascending setup time (oldest 1), the list's exact reverse: total - place + 1, so a page reads
  // only the index up to its end (numbering by a window read and sorted every listed item on every page).
  async list(skip: number, take: number, ownerId?: string): Promise<[ListedItem[], number]> {
    const filter = ownerId ? `WHERE "owner_id" = $3` : "";
    const rows = await this.items.query<ListedItemRow[]>(
      `WITH "page" AS (
         SELECT "id", ROW_NUMBER() OVER (ORDER BY "setup_timestamp" DESC, "created_at" DESC, "id" DESC) AS "place"
           FROM "items" ${filter}
          ORDER BY "setup_timestamp" DESC, "created_at" DESC, "id" DESC
         OFFSET $1 LIMIT $2),
       "listed" AS (SELECT COUNT(*) AS "total" FROM "items" ${filter})
       SELECT "item"."id", "item"."title", "item"."description", "item"."status", "item"."setup_timestamp",
              "item"."owner_id", "owner"."email" AS "owner_email",
              "listed"."total" - "page"."place" + 1 AS "number", "listed"."total"
         FROM "page" CROSS JOIN "listed"
         JOIN "items" "item" ON "item"."id" = "page"."id" JOIN "users" "owner" ON "owner"."id" = "item"."owner_id"
        ORDER BY "page"."place"`,
      ownerId ? [skip, take, ownerId] : [skip, take],
    );
    const total = rows[0] ? Number(rows[0].total) : skip > 0 ? await this.items.countBy(ownerId ? { ownerId } : {}) : 0;
    return [rows.map(toListedItem), total];
  }

  findById(id: string): Promise<Item | null> {
    return this.items.findOneBy({ id });
  }

  async insert(values: ItemChanges & Pick<Item, "title" | "ownerId" | "setupTimestamp">, manager = this.items.manager): Promise<Item> {
    const result = await manager.insert(Item, values);
    return manager.findOneByOrFail(Item, { id: (result.identifiers[0] as { id: string }).id });
  }

  // A start locks the same row, so `running` holds until commit.
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

  // Drafts, images, jobs and results go with it (ON DELETE CASCADE).
  async delete(id: string, manager = this.items.manager): Promise<void> {
    await manager.delete(Item, { id });
  }

  lock(manager: EntityManager, id: string): Promise<Item | null> {
    return manager.getRepository(Item).findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
  }

  async setStatus(
    manager: EntityManager,
    id: string,
    status: CampaignStatus,
    changes: Pick<ItemChanges, "title" | "description"> = {},
  ): Promise<void> {
    await this.setFields(manager, id, { ...changes, status });
  }

  async setFields(manager: EntityManager, id: string, changes: ItemChanges): Promise<void> {
    await manager.update(Item, { id }, changes);
  }
}
