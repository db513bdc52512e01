import { ItemCreateSchema, ItemPublicSchema, ItemsListSchema, ItemsQuerySchema, ItemUpdateSchema, type ItemPublic } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";
import type { ListedItem } from "./items.repository";

export class ItemCreateBody extends createZodDto(ItemCreateSchema) {}
export class ItemUpdateBody extends createZodDto(ItemUpdateSchema) {}
export class ItemPublicDto extends createZodDto(ItemPublicSchema) {}
export class ItemsListDto extends createZodDto(ItemsListSchema) {}
export class ItemsQueryDto extends createZodDto(ItemsQuerySchema) {}

export function toItemPublic(item: Omit<ListedItem, "owner" | "number"> & { owner?: { email: string } }): ItemPublic {
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
