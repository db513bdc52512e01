import {
  type CampaignSettings,
  type Categories,
  type LocationSuggestion,
  MESSAGES,
  type SetupGenerate,
  type SetupGenerateResponse,
} from "@adsight/shared";
import { Injectable, Logger } from "@nestjs/common";
import { ItemsService } from "#src/modules/items/items.service";
import { LocationResolver } from "./locations";
import { generateSetup } from "./setup-generator";
import type { Principal } from "#src/common/principal";

@Injectable()
export class SetupService {
  private readonly logger = new Logger(SetupService.name);
  private resolver?: LocationResolver;

  constructor(private readonly items: ItemsService) {}

  async generate(user: Principal, body: SetupGenerate): Promise<SetupGenerateResponse> {
    const { settings } = body;
    const fields = {
      title: settings.name || MESSAGES.untitled,
      description: settings.audience,
      setupTimestamp: Math.floor(Date.now() / 1000),
    };
    const existing = body.item_id ? await this.items.getAccessible(user, body.item_id) : null;
    // A running simulation keeps its campaign Processing; the worker moves it on when it ends.
    const item = existing
      ? await this.items.update(user, existing.id, { ...fields, ...(existing.status === "Processing" ? {} : { status: "Draft" as const }) })
      : await this.items.create(user, { ...fields, status: "Draft" });
    return { item_id: item.id, categories: this.categoriesFor(settings, item.id) };
  }

  categoriesFor(settings: CampaignSettings, itemId?: string): Categories {
    const { categories, explanation } = generateSetup(settings, this.locations());
    this.logger.log({ itemId, explanation }, "setup generated");
    return categories;
  }

  suggestLocations(query: string): LocationSuggestion[] {
    return this.locations().suggest(query);
  }

  // The world-cities index takes a moment to build.
  private locations(): LocationResolver {
    this.resolver ??= new LocationResolver();
    return this.resolver;
  }
}
