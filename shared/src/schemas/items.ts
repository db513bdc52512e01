import { z } from "zod";
import { CAMPAIGN_STATUSES } from "../constants.js";
import { listOf, PaginationSchema } from "./api.js";

export const ITEM_MESSAGES = {
  notFound: "Item not found",
  forbidden: "Not enough permissions",
  statusWhileRunning: "A simulation is running for this campaign; its status cannot change until it ends",
  deleteWhileRunning: "A simulation is running for this campaign; it can be deleted once the simulation ends",
} as const;

export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

const title = z.string().trim().max(255, "Title must be at most 255 characters");
const description = z.string().max(10_000, "Description must be at most 10000 characters");
/** Epoch seconds. */
const setupTimestamp = z.number().int().min(0).max(32_503_680_000);

export const ItemCreateSchema = z.object({
  title: title.min(1, "Title is required"),
  description: description.nullish(),
  status: CampaignStatusSchema.default("Draft"),
  setupTimestamp: setupTimestamp.optional(),
});
export type ItemCreate = z.infer<typeof ItemCreateSchema>;

export const ItemUpdateSchema = z
  .object({
    title: title.min(1, "Title is required").optional(),
    description: description.nullish(),
    status: CampaignStatusSchema.optional(),
    setupTimestamp: setupTimestamp.optional(),
  })
  .strict();
export type ItemUpdate = z.infer<typeof ItemUpdateSchema>;

export const ItemPublicSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  status: CampaignStatusSchema,
  setupTimestamp: z.number().int(),
  owner_id: z.string().uuid(),
  owner_email: z.string().optional(),
});
export type ItemPublic = z.infer<typeof ItemPublicSchema>;

export const ListedItemSchema = ItemPublicSchema.extend({
  number: z.number().int().describe("1 for the oldest setup time among the listed campaigns; lists run newest first"),
});
export type ListedItem = z.infer<typeof ListedItemSchema>;

export const ItemsListSchema = listOf(ListedItemSchema);

export const ItemsQuerySchema = PaginationSchema.extend({
  owner_id: z.string().uuid("Must be a valid UUID").optional(),
});
export type ItemsQuery = z.infer<typeof ItemsQuerySchema>;
