import {
  type ImageEdit,
  type PixelBox,
  type ValidationIssue,
  type VariantAdded,
  IMAGE_MESSAGES,
  WHAT_IF_MESSAGES,
  type WhatIfPreview,
  type WhatIfRequest,
  type WhatIfUploadPreview,
  type WhatIfUploadQuery,
  type WhatIfVariant,
} from "@adsight/shared";
import { createHash } from "node:crypto";
import { Injectable, Logger, ServiceUnavailableException } from "@nestjs/common";
import { ValidationFailed } from "#src/common/errors";
import type { Principal } from "#src/common/principal";
import { applyEdits } from "#src/media/edits";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { fingerprintOf, IdempotencyService } from "#src/modules/idempotency/idempotency.service";
import type { IdempotentCall } from "#src/modules/idempotency/idempotent-call";
import { checkCreative, type CreativeUpload, declaredKind } from "#src/modules/creatives/creative-check";
import { type EncodedInputImage, storedImage } from "#src/modules/creatives/image-codec";
import { WhatIfQueueClient } from "#src/queues/what-if-queue.client";
import { type FinishedImage, RecommendationsService, refusal, targetOf } from "./recommendations.service";
import { WhatIfUploadsRepository } from "./what-if-uploads.repository";

@Injectable()
export class WhatIfService {
  private readonly logger = new Logger(WhatIfService.name);

  constructor(
    private readonly recommendations: RecommendationsService,
    private readonly queue: WhatIfQueueClient,
    private readonly images: CampaignImagesRepository,
    private readonly uploads: WhatIfUploadsRepository,
    private readonly idempotency: IdempotencyService,
  ) {}

  async preview(user: Principal, jobId: string, inputImageIdx: number, body: WhatIfRequest): Promise<WhatIfPreview> {
    const { job, creative } = await this.checked(user, jobId, inputImageIdx, body.edits);
    const target = targetOf(body.goal, creative, body.target, ["body", "target"]);
    const payload = { simulationJobId: job.id, inputImageIdx, goal: body.goal, target, edits: body.edits };
    return this.answered(`${job.id}/${inputImageIdx}`, this.queue.preview(payload));
  }

  // The upload is checked as a campaign's own image is (the same messages), after every check of the result.
  async previewUpload(
    user: Principal,
    jobId: string,
    inputImageIdx: number,
    query: WhatIfUploadQuery,
    upload: UploadedImage,
  ): Promise<WhatIfUploadPreview> {
    const { job, creative } = await this.recommendations.finishedImage(user, jobId, inputImageIdx);
    const target = targetOf(query.goal, creative, query.target, ["query", "target"]);
    const image = await checkedUpload(upload);
    const uploadOid = await this.uploads.keep(image.bytes);
    const payload = { simulationJobId: job.id, inputImageIdx, goal: query.goal, target, uploadOid };
    try {
      return await this.answered(`${job.id}/${inputImageIdx} (upload)`, this.queue.previewUpload(payload));
    } finally {
      await this.uploads.drop(uploadOid);
    }
  }

  // The key is claimed once the file is read, so a retry with another file under the same key is told apart.
  async addUploadedVariant(
    user: Principal,
    jobId: string,
    inputImageIdx: number,
    upload: UploadedImage,
    call: IdempotentCall,
  ): Promise<VariantAdded> {
    const { job } = await this.recommendations.finishedImage(user, jobId, inputImageIdx);
    const image = await checkedUpload(upload);
    const file = createHash("sha256").update(image.bytes).digest("hex");
    return this.idempotency.run(call, fingerprintOf({ jobId, inputImageIdx, file }), () =>
      this.recommendations.addToDraft(job.itemId, image),
    );
  }

  private async answered<T>(what: string, asked: Promise<T | "timeout">): Promise<T> {
    const answer = await asked.catch((error: unknown) => {
      this.logger.error(`What-if preview of ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
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

export type UploadedImage = Omit<CreativeUpload, "file">;

// An image only: the what-if editor compares images, so a clip is refused as a type the route does not take.
async function checkedUpload(upload: UploadedImage): Promise<EncodedInputImage> {
  if (declaredKind(upload) !== "image") throw refusal(["body"], IMAGE_MESSAGES.unsupportedType(upload.name));
  const checked = await checkCreative({ ...upload, file: () => Promise.resolve(null) });
  if (typeof checked === "string") throw refusal(["body"], checked);
  return checked;
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
