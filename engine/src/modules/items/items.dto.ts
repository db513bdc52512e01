import { ItemCreateSchema, ItemPublicSchema, ItemsListSchema, ItemUpdateSchema, type ItemPublic } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";
import type { Item } from "./item.entity";

export class ItemCreateBody extends createZodDto(ItemCreateSchema) {}
export class ItemUpdateBody extends createZodDto(ItemUpdateSchema) {}
export class ItemPublicDto extends createZodDto(ItemPublicSchema) {}
export class ItemsListDto extends createZodDto(ItemsListSchema) {}

export function toItemPublic(item: Item): ItemPublic {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    status: item.status,
    setupTimestamp: item.setupTimestamp,
    owner_id: item.ownerId,
    ...(item.owner ? { owner_email: item.owner.email } : {}),
  };
}
