import type { ImageArea, PricedCreative } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import { type DataSource, type EntityManager, In, IsNull } from "typeorm";
import { ItemsRepository } from "#src/modules/items/items.repository";
import { CampaignDraft } from "./campaign-draft.entity";
import { CampaignImage } from "#src/modules/creatives/campaign-image.entity";
import { creativeValues, keepDraftVideos, type NewCreative } from "#src/modules/creatives/creatives";

export type DraftValues = Pick<CampaignDraft, "itemId" | "settings" | "scale" | "categories">;
export type DraftImageRef = Pick<CampaignImage, "id" | "idx" | "kind" | "width" | "height" | "durationMs">;
export type DraftImageAreas = DraftImageRef & Pick<CampaignImage, "areas">;

// Checks the areas against the images as they are inside the transaction.
export type AreasFor = (images: DraftImageRef[]) => Map<string, ImageArea[]>;

const RENUMBER_OFFSET = 1_000_000;

export type AppendRefusal = "full" | "missing";

@Injectable()
export class DraftsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly items: ItemsRepository,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  find(itemId: string, manager: EntityManager = this.dataSource.manager): Promise<CampaignDraft | null> {
    return manager.findOneBy(CampaignDraft, { itemId });
  }

  images(itemId: string): Promise<CampaignImage[]> {
    return this.dataSource.getRepository(CampaignImage).find({ where: { itemId, jobId: IsNull() }, order: { idx: "ASC" } });
  }

  imageRefs(itemId: string, manager: EntityManager = this.dataSource.manager): Promise<DraftImageAreas[]> {
    return manager.find(CampaignImage, {
      select: { id: true, idx: true, kind: true, width: true, height: true, durationMs: true, areas: true },
      where: { itemId, jobId: IsNull() },
      order: { idx: "ASC" },
    });
  }

  countImages(itemId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.countBy(CampaignImage, { itemId, jobId: IsNull() });
  }

  pricedCreatives(itemId: string, manager: EntityManager = this.dataSource.manager): Promise<PricedCreative[]> {
    return manager.find(CampaignImage, { select: { id: true, kind: true, durationMs: true }, where: { itemId, jobId: IsNull() } });
  }

  // The caller holds the item's row locked; areas are checked after `remove` and `images` apply.
  async save(
    manager: EntityManager,
    values: DraftValues,
    { images, remove, areas }: { images?: NewCreative[]; remove?: string[]; areas?: AreasFor } = {},
  ): Promise<void> {
    await manager.upsert(CampaignDraft, values, ["itemId"]);
    for (const imageId of remove ?? []) await this.removeWithin(manager, values.itemId, imageId);
    if (images) await this.replaceImages(manager, values.itemId, images);
    if (!areas) return;
    for (const [id, list] of areas(await this.imageRefs(values.itemId, manager))) {
      await manager.update(CampaignImage, { id }, { areas: list });
    }
  }

  // New rows first, past the old indexes: a kept video's large object always has a row naming it, out of the trigger's reach.
  private async replaceImages(manager: EntityManager, itemId: string, images: NewCreative[]): Promise<void> {
    const creatives = await keepDraftVideos(manager, itemId, images);
    const old = await manager.find(CampaignImage, { select: { id: true }, where: { itemId, jobId: IsNull() } });
    const rows = [];
    for (const [idx, creative] of creatives.entries())
      rows.push({ ...(await creativeValues(manager, creative)), itemId, jobId: null, idx: RENUMBER_OFFSET + idx });
    if (rows.length > 0) await manager.insert(CampaignImage, rows);
    if (old.length > 0) await manager.delete(CampaignImage, { id: In(old.map((row) => row.id)) });
    await manager.query(`UPDATE "campaign_images" SET "idx" = "idx" - $2 WHERE "item_id" = $1 AND "job_id" IS NULL`, [
      itemId,
      RENUMBER_OFFSET,
    ]);
  }

  // The item row is locked so concurrent uploads take turns: indexes stay 0..n-1 and `max` holds.
  appendImage(itemId: string, image: NewCreative, max: number): Promise<DraftImageRef | AppendRefusal> {
    return this.dataSource.transaction((manager) => this.appendImageWithin(manager, itemId, image, max));
  }

  async appendImageWithin(manager: EntityManager, itemId: string, image: NewCreative, max: number): Promise<DraftImageRef | AppendRefusal> {
    if (!(await this.items.lock(manager, itemId))) return "missing";
    const count = await this.draftSize(manager, itemId);
    if (count >= max) return "full";
    const values = await creativeValues(manager, image);
    const inserted = await manager.insert(CampaignImage, { ...values, itemId, jobId: null, idx: count });
    const id = (inserted.identifiers[0] as { id: string }).id;
    return {
      id,
      idx: count,
      kind: values.kind,
      width: image.width,
      height: image.height,
      durationMs: values.durationMs ?? null,
    };
  }

  draftSize(manager: EntityManager, itemId: string): Promise<number> {
    return manager.countBy(CampaignImage, { itemId, jobId: IsNull() });
  }

  isDraftImage(manager: EntityManager, itemId: string, id: string): Promise<boolean> {
    return manager.existsBy(CampaignImage, { id, itemId, jobId: IsNull() });
  }

  removeImage(itemId: string, imageId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.items.lock(manager, itemId))) return false;
      return this.removeWithin(manager, itemId, imageId);
    });
  }

  private async removeWithin(manager: EntityManager, itemId: string, imageId: string): Promise<boolean> {
    const image = await manager.findOne(CampaignImage, {
      select: { id: true, idx: true },
      where: { id: imageId, itemId, jobId: IsNull() },
    });
    if (!image) return false;
    await manager.delete(CampaignImage, { id: image.id });
    // Two steps through a free range: the unique (item, idx) index is checked row by row, and idx cannot go negative.
    await manager.query(`UPDATE "campaign_images" SET "idx" = "idx" + $3 WHERE "item_id" = $1 AND "job_id" IS NULL AND "idx" > $2`, [
      itemId,
      image.idx,
      RENUMBER_OFFSET,
    ]);
    await manager.query(`UPDATE "campaign_images" SET "idx" = "idx" - $2 - 1 WHERE "item_id" = $1 AND "job_id" IS NULL AND "idx" >= $2`, [
      itemId,
      RENUMBER_OFFSET,
    ]);
    return true;
  }
}
