import {
  type ImageEdit,
  type PixelBox,
  type ValidationIssue,
  type VariantAdded,
  WHAT_IF_MESSAGES,
  type WhatIfPreview,
  type WhatIfRequest,
  type WhatIfVariant,
} from "@adsight/shared";
import { Injectable, Logger, ServiceUnavailableException } from "@nestjs/common";
import { ValidationFailed } from "#src/common/errors";
import type { Principal } from "#src/common/principal";
import { applyEdits } from "#src/media/edits";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { storedImage } from "#src/modules/creatives/image-codec";
import { WhatIfQueueClient } from "#src/queues/what-if-queue.client";
import { type FinishedImage, RecommendationsService, targetOf } from "./recommendations.service";

@Injectable()
export class WhatIfService {
  private readonly logger = new Logger(WhatIfService.name);

  constructor(
    private readonly recommendations: RecommendationsService,
    private readonly queue: WhatIfQueueClient,
    private readonly images: CampaignImagesRepository,
  ) {}

  async preview(user: Principal, jobId: string, inputImageIdx: number, body: WhatIfRequest): Promise<WhatIfPreview> {
    const { job, creative } = await this.checked(user, jobId, inputImageIdx, body.edits);
    const target = targetOf(body.goal, creative, body.target, ["body", "target"]);
    const payload = { simulationJobId: job.id, inputImageIdx, goal: body.goal, target, edits: body.edits };
    const answer = await this.queue.preview(payload).catch((error: unknown) => {
      this.logger.error(`What-if preview of ${job.id}/${inputImageIdx} failed: ${error instanceof Error ? error.message : String(error)}`);
      return "timeout" as const;
    });
    if (answer === "timeout") throw new ServiceUnavailableException(WHAT_IF_MESSAGES.unavailable);
    return answer;
  }

  // The edits are applied here, by the media layer: the API process needs no model for them.
  async addVariant(user: Principal, jobId: string, inputImageIdx: number, body: WhatIfVariant): Promise<VariantAdded> {
    const { job, creative } = await this.checked(user, jobId, inputImageIdx, body.edits);
    const bytes = await this.images.imageBytes(creative.id);
    if (!bytes) throw new Error("The campaign's input images are missing");
    const edited = await applyEdits(bytes, body.edits);
    return this.recommendations.addToDraft(job.itemId, await storedImage(edited.bytes));
  }

  private async checked(user: Principal, jobId: string, inputImageIdx: number, edits: ImageEdit[]): Promise<FinishedImage> {
    const finished = await this.recommendations.finishedImage(user, jobId, inputImageIdx);
    const issues = outsideIssues(edits, finished.creative);
    if (issues.length > 0) throw new ValidationFailed(issues);
    return finished;
  }
}

// A crop may reach outside the image (the rest is padded) but must keep some of it; every other area lies inside.
function outsideIssues(edits: ImageEdit[], image: { width: number; height: number }): ValidationIssue[] {
  const inside = (box: PixelBox) => box.x + box.width <= image.width && box.y + box.height <= image.height;
  const overlaps = (box: PixelBox) => box.x < image.width && box.y < image.height;
  const msg = WHAT_IF_MESSAGES.outsideImage(image.width, image.height);
  return edits.flatMap((edit, i) => {
    const boxes: [string, PixelBox, (box: PixelBox) => boolean][] = [["box", edit.box, edit.kind === "crop" ? overlaps : inside]];
    if (edit.kind === "place") boxes.push(["to", edit.to, inside]);
    return boxes.filter(([, box, fits]) => !fits(box)).map(([field]) => ({ loc: ["body", "edits", i, field], msg, type: "value_error" }));
  });
}
