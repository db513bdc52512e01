import {
  API_PATH,
  AOI_MESSAGES,
  aoiIssues,
  type CampaignSettings,
  defaultCampaignPeriod,
  IMAGE_MESSAGES,
  MAX_CAMPAIGN_IMAGES,
  MESSAGES,
  PREDICTION_IMAGE_FIELD,
  PREDICTION_MESSAGES,
  type PredictionFields,
  PredictionFieldsSchema,
  type PredictionResponse,
  type PricedCreative,
  type ValidationIssue,
} from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { ValidationFailed, zodIssues } from "#src/common/errors";
import { ItemsService } from "#src/modules/items/items.service";
import { SetupService } from "#src/modules/setup/setup.service";
import { SimulationsService } from "#src/modules/simulations/simulations.service";
import { type DraftImageRef, DraftsRepository } from "#src/modules/drafts/drafts.repository";
import { checkCreative } from "#src/modules/creatives/creative-check";
import { type NewCreative, pricedOf } from "#src/modules/creatives/creatives";
import type { PredictionForm } from "./prediction-form";
import { PredictionsRepository } from "./predictions.repository";
import type { Principal } from "#src/common/principal";

const issue = (loc: (string | number)[], msg: string): ValidationIssue => ({ loc: ["body", ...loc], msg, type: "value_error" });

// Campaign, draft, charge and job in one transaction: a refusal anywhere rolls all of it back, nothing charged.
@Injectable()
export class PredictionsService {
  constructor(
    private readonly items: ItemsService,
    private readonly drafts: DraftsRepository,
    private readonly setup: SetupService,
    private readonly simulations: SimulationsService,
    private readonly predictions: PredictionsRepository,
  ) {}

  async create(user: Principal, form: PredictionForm): Promise<PredictionResponse> {
    const { fields, images } = await this.check(form);
    const settings: CampaignSettings = {
      name: fields.name,
      location: fields.location,
      audience: fields.audience,
      ...defaultCampaignPeriod(),
      ...(fields.start_date ? { startDate: fields.start_date } : {}),
      ...(fields.end_date ? { endDate: fields.end_date } : {}),
    };
    const categories = fields.setup?.categories ?? this.setup.categoriesFor(settings);
    const { itemId, jobId, cost, creatives } = await this.predictions.transaction(async (manager) => {
      const item = await this.items.create(
        user,
        {
          title: settings.name || MESSAGES.untitled,
          description: settings.audience,
          status: "Draft",
          setupTimestamp: Math.floor(Date.now() / 1000),
        },
        manager,
      );
      // The areas were checked against each image above; the draft keeps them with its images, and the job copies them.
      const areas = fields.aois ?? {};
      const areasFor = (refs: DraftImageRef[]) => new Map(refs.map((ref) => [ref.id, areas[String(ref.idx)] ?? []]));
      await this.drafts.save(manager, { itemId: item.id, settings, scale: fields.scale, categories }, { images, areas: areasFor });
      const started = await this.simulations.startWithin(
        manager,
        user,
        { item_id: item.id, ...settings, scale: fields.scale, setup: { categories } },
        "draft",
        { webhooks: fields.webhook },
      );
      const creatives = (await this.drafts.imageRefs(item.id, manager)).map((ref) => ({
        input_image_idx: ref.idx,
        kind: ref.kind,
      }));
      return { itemId: item.id, creatives, ...started };
    });
    await this.simulations.enqueue(jobId);
    const job = `${API_PATH}/simulations/${jobId}`;
    return {
      job_id: jobId,
      item_id: itemId,
      credits_charged: cost,
      creatives,
      status: "Processing",
      job_url: job,
      events_url: `${job}/events`,
      report_url: `${job}/report.pdf`,
      results_csv_url: `${job}/results.csv`,
    };
  }

  // Every problem at once, as the editor lists them.
  private async check(form: PredictionForm): Promise<{ fields: PredictionFields; images: NewCreative[] }> {
    const issues: ValidationIssue[] = form.extra.fields.map((name) => issue([name], PREDICTION_MESSAGES.unknownField(name)));
    issues.push(...form.extra.otherFiles.map((name) => issue([name], PREDICTION_MESSAGES.unknownField(name))));
    const parsed = PredictionFieldsSchema.safeParse(form.fields);
    if (!parsed.success) issues.push(...zodIssues(parsed.error, "body"));
    if (form.files.length === 0) issues.push(issue([PREDICTION_IMAGE_FIELD], IMAGE_MESSAGES.atLeastOne));
    if (form.files.length > MAX_CAMPAIGN_IMAGES || form.extra.tooManyFiles)
      issues.push(issue([PREDICTION_IMAGE_FIELD], IMAGE_MESSAGES.tooMany));
    const images: NewCreative[] = [];
    const sizes = new Map<number, { width: number; height: number } & PricedCreative>();
    // One at a time: many 2000 px decodes at once would hold gigabytes of raw pixels.
    for (const [index, file] of form.files.slice(0, MAX_CAMPAIGN_IMAGES).entries()) {
      const image = await checkCreative({ ...file, read: () => Promise.resolve(file.bytes), file: () => Promise.resolve(file.path) });
      if (typeof image === "string") issues.push(issue([PREDICTION_IMAGE_FIELD, index], image));
      else {
        images.push(image);
        sizes.set(index, { width: image.width, height: image.height, ...pricedOf(image) });
      }
    }
    // The areas, by the campaigns' rules, even when other fields failed (an image that failed has no size to check).
    const aois = PredictionFieldsSchema.shape.aois.safeParse(form.fields.aois);
    for (const [index, areas] of Object.entries(aois.data ?? {})) {
      const image = Number(index) < form.files.length ? sizes.get(Number(index)) : undefined;
      if (Number(index) >= form.files.length) issues.push(issue(["aois", index], AOI_MESSAGES.unknownImage));
      else if (image) {
        const listed = areas.map((area) => ({ ...area, image_id: index }));
        issues.push(
          ...aoiIssues(listed, [{ id: index, ...image }]).map((found) => ({ ...found, loc: ["body", "aois", index, ...found.loc] })),
        );
      }
    }
    if (issues.length > 0 || !parsed.success) throw new ValidationFailed(issues);
    return { fields: parsed.data, images };
  }
}
