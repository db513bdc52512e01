import { imageScoresOf, SIMULATION_MESSAGES } from "@adsight/shared";
import { ConflictException, Injectable } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { ResultsRepository, rowsOf } from "#src/modules/simulations/results.repository";
import { ViewersRepository } from "#src/modules/simulations/viewers.repository";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { ResultImagesRepository } from "#src/modules/creatives/result-images.repository";
import type { SimulationJob } from "#src/modules/simulations/simulation-job.entity";
import type { SimulationVideoResult } from "#src/modules/simulations/simulation-video-result.entity";
import { renderReport } from "./document/report-document";
import { ReportChangesRepository, type StoredChanges } from "./report-changes.repository";
import { embeddable, KEY_FRAME_PX, PAGE_IMAGE_PX, THUMBNAIL_PX } from "./report-images";
import type { ReportChanges, ReportImage, ReportModel, ReportVideo } from "./report-model";
import { TRUST_FIGURES } from "./trust-figures";
import { abRanking } from "#src/simulation/results/ab-ranking";

// One page: the rest are on the results page.
const CHANGES_PRINTED = 2;

async function changesOf(stored: StoredChanges | undefined): Promise<ReportChanges | null> {
  if (!stored) return null;
  const kept = await Promise.all(
    stored.kept.map(async ({ bytes, keyFrame, beforeBytes, ...change }) => ({
      ...change,
      before: keyFrame && beforeBytes ? { still: await embeddable(beforeBytes, PAGE_IMAGE_PX), tMs: keyFrame.t_ms } : null,
      after: await embeddable(bytes, PAGE_IMAGE_PX),
    })),
  );
  const { goal, target, viewers, tried, keptCount } = stored;
  return { goal, target, viewers, tried, kept, more: keptCount - kept.length };
}

@Injectable()
export class ReportService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly images: CampaignImagesRepository,
    private readonly overlayImages: ResultImagesRepository,
    private readonly viewers: ViewersRepository,
    private readonly changes: ReportChangesRepository,
    private readonly config: AppConfig,
  ) {}

  // Ready jobs only: a report of half the images would read as the campaign's verdict.
  async pdf(job: SimulationJob): Promise<Buffer> {
    if (job.status === "Processing") throw new ConflictException(SIMULATION_MESSAGES.reportNotReady);
    if (job.status === "Error") throw new ConflictException(SIMULATION_MESSAGES.reportFailed);
    return renderReport(await this.model(job));
  }

  async model(job: SimulationJob): Promise<ReportModel> {
    const [creatives, inputs, viewerSets, storedChanges] = await Promise.all([
      this.results.creatives(job.id),
      this.images.jobImagesWithBytes(job.id),
      this.viewers.viewerSets(job.id),
      this.changes.newestKept(job.id, CHANGES_PRINTED),
    ]);
    const changesByIdx = new Map(storedChanges.map((changes) => [changes.inputImageIdx, changes]));
    const [results, videoResults] = [rowsOf(creatives, "image"), rowsOf(creatives, "video")];
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
        changes: await changesOf(changesByIdx.get(inputImageIdx)),
      });
    }

    const videos: ReportVideo[] = [];
    for (const row of videoResults) {
      const input = inputByIdx.get(row.inputImageIdx);
      if (!input) throw new Error(`Simulation ${job.id}: video ${row.inputImageIdx} is missing its poster`);
      videos.push({ ...(await this.video(job.id, row, input.bytes)), changes: await changesOf(changesByIdx.get(row.inputImageIdx)) });
    }

    const { setup } = job;
    return {
      productName: this.config.values.projectName,
      accuracyUrl: new URL("/accuracy", this.config.values.publicUrl).toString(),
      generatedAt: new Date(),
      campaign: {
        name: setup.name,
        audience: setup.context.audience,
        location: setup.context.location,
        startDate: setup.context.startDate,
        endDate: setup.context.endDate,
        scale: job.scale,
        viewersPerImage: viewerSets[0]?.viewerCount ?? videos[0]?.figures.num_viewers ?? null,
        simulatedAt: job.createdAt,
        categories: setup.categories,
      },
      images,
      videos,
      abRanking: abRanking(images.map((image) => ({ input_image_idx: image.idx, ...image.scores }))),
      trust: TRUST_FIGURES,
    };
  }

  // A video's campaign row holds its poster frame.
  private async video(
    jobId: string,
    { inputImageIdx, data }: SimulationVideoResult,
    poster: Buffer,
  ): Promise<Omit<ReportVideo, "changes">> {
    const { key_frames: keyFrames, ...figures } = data;
    const stills = await this.overlayImages.resultImagesOfJob(
      jobId,
      keyFrames.map((frame) => frame.heatmap),
    );
    return {
      idx: inputImageIdx,
      poster: await embeddable(poster, THUMBNAIL_PX),
      figures,
      keyFrames: await Promise.all(
        keyFrames.map(async (frame) => {
          const still = stills.get(frame.heatmap);
          if (!still) throw new Error(`Simulation ${jobId}: video ${inputImageIdx} is missing its key frame at ${frame.t_ms} ms`);
          return { ...frame, heatmap: await embeddable(still.bytes, KEY_FRAME_PX) };
        }),
      ),
    };
  }
}
