import {
  type DraftImage,
  type DraftResponse,
  type DraftSave,
  type DraftWithImageRefsResponse,
  type ImageArea,
  defaultCampaignPeriod,
  DEFAULT_SCALE,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_MIME_TYPES,
  ITEM_MESSAGES,
  MAX_CAMPAIGN_IMAGES,
} from "@adsight/shared";
import { Injectable, NotFoundException } from "@nestjs/common";
import { ValidationFailed } from "#src/common/errors";
import { ItemsService } from "#src/modules/items/items.service";
import { checkedAreas } from "./draft-areas";
import { DraftsRepository } from "./drafts.repository";
import { encodeImage, encodeInputImages, toDataUrl } from "#src/modules/stored-images/image-codec";
import type { Principal } from "#src/common/principal";

/** One uploaded file: its declared type and name, and a way to read its bytes (null when past the cap). */
export interface ImageUpload {
  contentType: string | undefined;
  name: string;
  read: (limit: number) => Promise<Buffer | null>;
}

const refused = (msg: string) => new ValidationFailed([{ loc: ["body"], msg, type: "value_error" }]);

@Injectable()
export class DraftsService {
  constructor(
    private readonly items: ItemsService,
    private readonly drafts: DraftsRepository,
  ) {}

  /**
   * The saved draft; an item that never had one answers the spec's default draft, with the item's own name and audience.
   * With `refs` the images are listed by id instead of sent as data URLs.
   */
  async get(user: Principal, itemId: string, images: "data" | "refs" = "data"): Promise<DraftResponse | DraftWithImageRefsResponse> {
    const item = await this.items.getAccessible(user, itemId);
    const draft = await this.drafts.find(itemId);
    const settings = draft?.settings ?? { name: item.title, location: "", audience: item.description ?? "", ...defaultCampaignPeriod() };
    const common = {
      name: settings.name,
      location: settings.location,
      startDate: settings.startDate,
      endDate: settings.endDate,
      audience: settings.audience,
      scale: draft?.scale ?? DEFAULT_SCALE,
      setup: { categories: draft?.categories ?? null },
    };
    const aoisOf = (stored: { id: string; areas: ImageArea[] }[]) =>
      stored.flatMap((image) => image.areas.map((area) => ({ image_id: image.id, ...area })));
    if (images === "refs") {
      const refs = await this.drafts.imageRefs(itemId);
      return {
        ...common,
        images: [],
        image_refs: refs.map((ref) => ({ id: ref.id, index: ref.idx, width: ref.width, height: ref.height })),
        aois: aoisOf(refs),
      };
    }
    const stored = await this.drafts.images(itemId);
    return { ...common, images: stored.map((image) => toDataUrl(image.contentType, image.bytes)), aois: aoisOf(stored) };
  }

  /**
   * Images are replaced only when the body carries them: the client sends them only when they changed. So are the
   * areas, all or none: a refused area leaves the whole draft as it was.
   */
  async save(user: Principal, body: DraftSave): Promise<void> {
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
      body.aois && checkedAreas(body.aois),
    );
  }

  /**
   * Checks and appends one uploaded image. Access, the declared type and the image count are checked before a byte
   * is read; the body is read up to 5 MB + 1 so a larger file is refused without being held.
   */
  async addImage(user: Principal, itemId: string, upload: ImageUpload): Promise<DraftImage> {
    await this.items.getAccessible(user, itemId);
    const declared = upload.contentType?.split(";")[0].trim().toLowerCase();
    if (!IMAGE_MIME_TYPES.some((type) => type === declared)) throw refused(IMAGE_MESSAGES.unsupportedType(upload.name));
    if ((await this.drafts.countImages(itemId)) >= MAX_CAMPAIGN_IMAGES) throw refused(IMAGE_MESSAGES.tooMany);
    const bytes = await upload.read(IMAGE_MAX_BYTES);
    if (!bytes) throw refused(IMAGE_MESSAGES.fileTooLarge(upload.name));
    const image = await encodeImage(bytes, upload.name);
    if (typeof image === "string") throw refused(image);
    const stored = await this.drafts.appendImage(itemId, image, MAX_CAMPAIGN_IMAGES);
    if (stored === "missing") throw new NotFoundException(ITEM_MESSAGES.notFound);
    if (stored === "full") throw refused(IMAGE_MESSAGES.tooMany);
    return { id: stored.id, index: stored.idx, width: stored.width, height: stored.height };
  }

  async removeImage(user: Principal, itemId: string, imageId: string): Promise<void> {
    await this.items.getAccessible(user, itemId);
    if (!(await this.drafts.removeImage(itemId, imageId))) throw new NotFoundException(IMAGE_MESSAGES.notFound);
  }
}
