import { imageScoresOf, SIMULATION_MESSAGES } from "@adsight/shared";
import { ConflictException, Injectable } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { ResultsRepository } from "#src/modules/simulations/results.repository";
import { ViewersRepository } from "#src/modules/simulations/viewers.repository";
import { CampaignImagesRepository } from "#src/modules/stored-images/campaign-images.repository";
import { ResultImagesRepository } from "#src/modules/stored-images/result-images.repository";
import type { SimulationJob } from "#src/modules/simulations/simulation-job.entity";
import { renderReport } from "./document/report-document";
import { embeddable, PAGE_IMAGE_PX, THUMBNAIL_PX } from "./report-images";
import type { ReportImage, ReportModel } from "./report-model";
import { TRUST_FIGURES } from "./trust-figures";

@Injectable()
export class ReportService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly images: CampaignImagesRepository,
    private readonly overlayImages: ResultImagesRepository,
    private readonly viewers: ViewersRepository,
    private readonly config: AppConfig,
  ) {}

  // Ready jobs only: a report of half the images would read as the campaign's verdict.
  async pdf(job: SimulationJob): Promise<Buffer> {
    if (job.status === "Processing") throw new ConflictException(SIMULATION_MESSAGES.reportNotReady);
    if (job.status === "Error") throw new ConflictException(SIMULATION_MESSAGES.reportFailed);
    return renderReport(await this.model(job));
  }

  async model(job: SimulationJob): Promise<ReportModel> {
    const [results, inputs, viewerSets] = await Promise.all([
      this.results.results(job.id),
      this.images.jobImagesWithBytes(job.id),
      this.viewers.viewerSets(job.id),
    ]);
    const overlayIds = results.flatMap(({ data }) =>
      [data.saliency_map_jet, data.consensus_global_overlay, data.saliency_map_jet_first_1s, data.saliency_map_jet_first_3s].filter(
        (id): id is string => Boolean(id),
      ),
    );
    const overlays = await this.overlayImages.resultImagesOfJob(job.id, overlayIds);
    const inputByIdx = new Map(inputs.map((input) => [input.idx, input]));

    const images: ReportImage[] = [];
    // One image at a time (its encodings run side by side): each holds a few decoded megapixels.
    for (const { inputImageIdx, data } of results) {
      const input = inputByIdx.get(inputImageIdx);
      const heatmapStored = overlays.get(data.saliency_map_jet);
      if (!input || !heatmapStored) throw new Error(`Simulation ${job.id}: image ${inputImageIdx} is missing stored images`);
      const optional = (id: string | null | undefined) => {
        const stored = id ? overlays.get(id) : undefined;
        return stored ? embeddable(stored.bytes, PAGE_IMAGE_PX) : null;
      };
      const [picture, thumbnail, heatmap, scanpath, firstSecond, firstThreeSeconds] = await Promise.all([
        embeddable(input.bytes, PAGE_IMAGE_PX),
        embeddable(input.bytes, THUMBNAIL_PX),
        embeddable(heatmapStored.bytes, PAGE_IMAGE_PX),
        optional(data.consensus_global_overlay),
        optional(data.saliency_map_jet_first_1s),
        optional(data.saliency_map_jet_first_3s),
      ]);
      images.push({
        idx: inputImageIdx,
        picture,
        thumbnail,
        heatmap,
        scanpath,
        firstSecond,
        firstThreeSeconds,
        scores: imageScoresOf(data),
        eyeCatchers: data.eye_catchers ?? [],
        emotions: data.emotions ?? null,
      });
    }

    const { setup } = job;
    return {
      productName: this.config.values.projectName,
      accuracyUrl: new URL("/accuracy", this.config.values.frontendHost).toString(),
      generatedAt: new Date(),
      campaign: {
        name: setup.name,
        audience: setup.context.audience,
        location: setup.context.location,
        startDate: setup.context.startDate,
        endDate: setup.context.endDate,
        scale: job.scale,
        viewersPerImage: viewerSets[0]?.viewerCount ?? null,
        simulatedAt: job.createdAt,
        categories: setup.categories,
      },
      images,
      trust: TRUST_FIGURES,
    };
  }
}
