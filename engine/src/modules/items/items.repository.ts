import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import type { Repository } from "typeorm";
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

  async update(id: string, changes: ItemChanges): Promise<Item> {
    if (Object.keys(changes).length > 0) await this.items.update({ id }, changes);
    return this.items.findOneByOrFail({ id });
  }

  /** Drafts, images, jobs and results of the item go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.items.delete({ id });
  }
}
