import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import { type DataSource, IsNull } from "typeorm";
import { CampaignDraft } from "./campaign-draft.entity";
import { CampaignImage } from "./campaign-image.entity";
import type { EncodedInputImage } from "./image-codec";

export type DraftValues = Pick<CampaignDraft, "itemId" | "settings" | "scale" | "categories">;

@Injectable()
export class DraftsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(itemId: string): Promise<CampaignDraft | null> {
    return this.dataSource.getRepository(CampaignDraft).findOneBy({ itemId });
  }

  images(itemId: string): Promise<CampaignImage[]> {
    return this.dataSource.getRepository(CampaignImage).find({ where: { itemId, jobId: IsNull() }, order: { idx: "ASC" } });
  }

  countImages(itemId: string): Promise<number> {
    return this.dataSource.getRepository(CampaignImage).countBy({ itemId, jobId: IsNull() });
  }

  /** Saves the draft; `images`, when given, replace the draft's images in the same transaction. */
  save(values: DraftValues, images?: EncodedInputImage[]): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.upsert(CampaignDraft, values, ["itemId"]);
      if (!images) return;
      await manager.delete(CampaignImage, { itemId: values.itemId, jobId: IsNull() });
      if (images.length > 0) {
        await manager.insert(
          CampaignImage,
          images.map((image, idx) => ({ ...image, itemId: values.itemId, jobId: null, idx })),
        );
      }
      await manager.increment(CampaignDraft, { itemId: values.itemId }, "imagesVersion", 1);
    });
  }
}
