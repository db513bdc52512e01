import { type DraftResponse, type DraftSave, defaultCampaignPeriod, DEFAULT_SCALE } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { ItemsService } from "../items/items.service";
import type { User } from "../users/user.entity";
import { DraftsRepository } from "./drafts.repository";
import { encodeInputImages, toDataUrl } from "./image-codec";

@Injectable()
export class DraftsService {
  constructor(
    private readonly items: ItemsService,
    private readonly drafts: DraftsRepository,
  ) {}

  /** The saved draft; an item that never had one answers the spec's default draft, with the item's own name and audience. */
  async get(user: User, itemId: string): Promise<DraftResponse> {
    const item = await this.items.getAccessible(user, itemId);
    const [draft, images] = await Promise.all([this.drafts.find(itemId), this.drafts.images(itemId)]);
    const settings = draft?.settings ?? { name: item.title, location: "", audience: item.description ?? "", ...defaultCampaignPeriod() };
    return {
      name: settings.name,
      images: images.map((image) => toDataUrl(image.contentType, image.bytes)),
      location: settings.location,
      startDate: settings.startDate,
      endDate: settings.endDate,
      audience: settings.audience,
      scale: draft?.scale ?? DEFAULT_SCALE,
      setup: { categories: draft?.categories ?? null },
    };
  }

  /** Images are replaced only when the body carries them: the client sends them only when they changed. */
  async save(user: User, body: DraftSave): Promise<void> {
    await this.items.getAccessible(user, body.item_id);
    const images = body.images ? await encodeInputImages(body.images) : undefined;
    const { name, location, startDate, endDate, audience } = body;
    await this.drafts.save(
      {
        itemId: body.item_id,
        settings: { name, location, startDate, endDate, audience },
        scale: body.scale,
        categories: body.setup?.categories ?? null,
      },
      images,
    );
  }
}
