import { join } from "node:path";
import {
  applyFormWeights,
  type CampaignSettings,
  type Categories,
  creditsFor,
  creditUnits,
  defaultCampaignDraft,
  type DraftImage,
  type DraftResponse,
  type DraftSave,
  type DraftSavedResponse,
  type DraftWithImageRefsResponse,
  type ImageArea,
  IMAGE_MESSAGES,
  ITEM_MESSAGES,
  MAX_CAMPAIGN_IMAGES,
  MESSAGES,
} from "@adsight/shared";
import { Injectable, NotFoundException } from "@nestjs/common";
import type { EntityManager } from "typeorm";
import { ValidationFailed } from "#src/common/errors";
import { CreditsService } from "#src/modules/credits/credits.service";
import type { Item } from "#src/modules/items/item.entity";
import { ItemsService } from "#src/modules/items/items.service";
import { SetupService } from "#src/modules/setup/setup.service";
import { checkedAreas } from "./draft-areas";
import { type DraftImageRef, DraftsRepository } from "./drafts.repository";
import { checkCreative } from "#src/modules/creatives/creative-check";
import type { NewCreative } from "#src/modules/creatives/creatives";
import { type EncodedInputImage, encodeInputImages, toDataUrl } from "#src/modules/creatives/image-codec";
import { withTempFolder } from "#src/modules/creatives/upload-body";
import type { Principal } from "#src/common/principal";

export interface ImageUpload {
  contentType: string | undefined;
  name: string;
  read: (limit: number) => Promise<Buffer | null>;
  /** Streams the body into `file`; false when it is over `limit`. */
  saveTo: (file: string, limit: number) => Promise<boolean>;
}

export interface SavedDraft {
  item: Item;
  settings: CampaignSettings;
  scale: number;
  categories: Categories | null;
}

const draftImage = (ref: DraftImageRef): DraftImage => ({
  id: ref.id,
  index: ref.idx,
  width: ref.width,
  height: ref.height,
  kind: ref.kind,
  duration_ms: ref.durationMs,
  video_duration_ms: ref.durationMs,
});
const refused = (msg: string) => new ValidationFailed([{ loc: ["body"], msg, type: "value_error" }]);
const nowInSeconds = () => Math.floor(Date.now() / 1000);

@Injectable()
export class DraftsService {
  constructor(
    private readonly items: ItemsService,
    private readonly drafts: DraftsRepository,
    private readonly setup: SetupService,
    private readonly credits: CreditsService,
  ) {}

  // An item that never had a draft answers the spec's default draft, with the item's own name and audience.
  async get(user: Principal, itemId: string, images: "data" | "refs" = "data"): Promise<DraftResponse | DraftWithImageRefsResponse> {
    const item = await this.items.getAccessible(user, itemId);
    const draft = await this.drafts.find(itemId);
    const defaults = defaultCampaignDraft();
    const settings = draft?.settings ?? { ...defaults, name: item.title, audience: item.description ?? "" };
    const common = {
      name: settings.name,
      location: settings.location,
      startDate: settings.startDate,
      endDate: settings.endDate,
      audience: settings.audience,
      scale: draft?.scale ?? defaults.scale,
      setup: { categories: draft?.categories ?? null },
    };
    const aoisOf = (stored: { id: string; areas: ImageArea[] }[]) =>
      stored.flatMap((image) => image.areas.map((area) => ({ image_id: image.id, ...area })));
    if (images === "refs") {
      const refs = await this.drafts.imageRefs(itemId);
      return {
        ...common,
        images: [],
        image_refs: refs.map(draftImage),
        aois: aoisOf(refs),
      };
    }
    const stored = await this.drafts.images(itemId);
    return { ...common, images: stored.map((image) => toDataUrl(image.contentType, image.bytes)), aois: aoisOf(stored) };
  }

  async save(user: Principal, body: DraftSave): Promise<DraftSavedResponse> {
    const images = body.images ? await encodeInputImages(body.images) : undefined;
    const { itemId, credits } = await this.drafts.transaction(async (manager) => {
      const saved = await this.saveWithin(manager, user, body, images);
      const units = creditUnits(await this.drafts.pricedCreatives(saved.item.id, manager));
      return { itemId: saved.item.id, credits: creditsFor(units, saved.scale) };
    });
    const { creditsLeft } = await this.credits.balanceOf(user.id);
    return { message: "Draft saved", item_id: itemId, credits, credits_left: creditsLeft };
  }

  // Images and areas are replaced only when the body carries them, all or none: a refusal leaves the draft as it was.
  async saveWithin(
    manager: EntityManager,
    user: Principal,
    body: Omit<DraftSave, "images">,
    images?: EncodedInputImage[],
  ): Promise<SavedDraft> {
    const { name, location, startDate, endDate, audience } = body;
    const settings = { name, location, startDate, endDate, audience };
    const named = { title: name || MESSAGES.untitled, description: audience };
    const item = body.item_id
      ? await this.items.lockAccessible(manager, user, body.item_id)
      : await this.items.create(user, { ...named, status: "Draft", setupTimestamp: nowInSeconds() }, manager);
    const categories = await this.categoriesOf(manager, item.id, body);
    // A running simulation keeps its campaign Processing; the worker moves it on when it ends.
    const generated = body.generate_setup
      ? { setupTimestamp: nowInSeconds(), ...(item.status === "Processing" ? {} : { status: "Draft" as const }) }
      : {};
    if (body.item_id) await this.items.changeLocked(manager, item, { ...named, ...generated });
    const removed = new Set(body.remove_images);
    await this.drafts.save(
      manager,
      { itemId: item.id, settings, scale: body.scale, categories },
      {
        images,
        remove: body.remove_images,
        areas: body.aois && checkedAreas(body.aois.filter((aoi) => !removed.has(aoi.image_id))),
      },
    );
    return { item, settings, scale: body.scale, categories };
  }

  private async categoriesOf(manager: EntityManager, itemId: string, body: Omit<DraftSave, "images">): Promise<Categories | null> {
    const given =
      body.setup === undefined ? ((await this.drafts.find(itemId, manager))?.categories ?? null) : (body.setup?.categories ?? null);
    const edited = body.weights ? applyFormWeights(given, body.weights) : { ok: true as const, categories: given };
    if (!edited.ok) {
      throw new ValidationFailed([{ loc: ["body", "weights", "categories", edited.category], msg: edited.reason, type: "value_error" }]);
    }
    if (!body.generate_setup) return edited.categories;
    const { name, location, startDate, endDate, audience } = body;
    return this.setup.categoriesFor({ name, location, startDate, endDate, audience }, itemId);
  }

  // Everything is checked before a byte is read; an image is read up to 5 MB + 1 so a larger file is never held, a video
  // streamed to a temp file up to 100 MB + 1 and checked there.
  async addImage(user: Principal, itemId: string, upload: ImageUpload): Promise<DraftImage> {
    await this.items.getAccessible(user, itemId);
    return withTempFolder(async (folder) => {
      const file = join(folder, "upload");
      const creative = await checkCreative(
        { ...upload, file: async (limit) => ((await upload.saveTo(file, limit)) ? file : null) },
        async () => {
          if ((await this.drafts.countImages(itemId)) >= MAX_CAMPAIGN_IMAGES) throw refused(IMAGE_MESSAGES.tooMany);
        },
      );
      if (typeof creative === "string") throw refused(creative);
      return this.append(itemId, creative);
    });
  }

  private async append(itemId: string, creative: NewCreative): Promise<DraftImage> {
    const stored = await this.drafts.appendImage(itemId, creative, MAX_CAMPAIGN_IMAGES);
    if (stored === "missing") throw new NotFoundException(ITEM_MESSAGES.notFound);
    if (stored === "full") throw refused(IMAGE_MESSAGES.tooMany);
    return draftImage(stored);
  }

  async removeImage(user: Principal, itemId: string, imageId: string): Promise<void> {
    await this.items.getAccessible(user, itemId);
    if (!(await this.drafts.removeImage(itemId, imageId))) throw new NotFoundException(IMAGE_MESSAGES.notFound);
  }
}
