import { ITEM_MESSAGES, type ItemCreate, type ItemsQuery, type ItemUpdate } from "@adsight/shared";
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from "@nestjs/common";
import type { EntityManager } from "typeorm";
import type { Item } from "./item.entity";
import { type ItemChanges, ItemsRepository, type ListedItem } from "./items.repository";
import { mayAccess, type Principal, seesEverything } from "#src/common/principal";

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function accessible(user: Principal, item: Item | null): Item {
  if (!item) throw new NotFoundException(ITEM_MESSAGES.notFound);
  if (!mayAccess(user, item.ownerId)) throw new ForbiddenException(ITEM_MESSAGES.forbidden);
  return item;
}

@Injectable()
export class ItemsService {
  constructor(private readonly items: ItemsRepository) {}

  // 403 for another user's owner_id: a filter they cannot use is a mistake worth telling, not ignoring.
  list(user: Principal, query: ItemsQuery): Promise<[ListedItem[], number]> {
    const admin = seesEverything(user);
    if (!admin && query.owner_id !== undefined && query.owner_id !== user.id) throw new ForbiddenException(ITEM_MESSAGES.forbidden);
    return this.items.list(query.skip, query.limit, admin ? query.owner_id : user.id);
  }

  create(user: Principal, body: ItemCreate, manager?: EntityManager): Promise<Item> {
    return this.items.insert(
      {
        title: body.title,
        description: body.description ?? null,
        status: body.status,
        setupTimestamp: body.setupTimestamp ?? nowInSeconds(),
        ownerId: user.id,
      },
      manager,
    );
  }

  async getAccessible(user: Principal, id: string): Promise<Item> {
    return accessible(user, await this.items.findById(id));
  }

  async lockAccessible(manager: EntityManager, user: Principal, id: string): Promise<Item> {
    return accessible(user, await this.items.lock(manager, id));
  }

  async changeLocked(manager: EntityManager, item: Item, changes: ItemChanges): Promise<void> {
    const differing = Object.fromEntries(Object.entries(changes).filter(([field, value]) => item[field as keyof ItemChanges] !== value));
    if (Object.keys(differing).length > 0) await this.items.setFields(manager, item.id, differing);
  }

  async update(user: Principal, id: string, body: ItemUpdate): Promise<Item> {
    await this.getAccessible(user, id);
    const changes: ItemChanges = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    if (body.status !== undefined) changes.status = body.status;
    if (body.setupTimestamp !== undefined) changes.setupTimestamp = body.setupTimestamp;
    return this.items.withSimulationState(id, (running, manager) => {
      // Otherwise a client could set a running campaign back to Draft and pay for a second run beside it.
      if (running && changes.status !== undefined && changes.status !== "Processing") {
        throw new BadRequestException(ITEM_MESSAGES.statusWhileRunning);
      }
      return this.items.update(id, changes, manager);
    });
  }

  // Refused while a simulation runs: cancelling would throw away work already paid for.
  async delete(user: Principal, id: string): Promise<void> {
    await this.getAccessible(user, id);
    await this.items.withSimulationState(id, async (running, manager) => {
      if (running) throw new BadRequestException(ITEM_MESSAGES.deleteWhileRunning);
      await this.items.delete(id, manager);
    });
  }
}
