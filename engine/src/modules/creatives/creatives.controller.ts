import { IMAGE_MESSAGES, type StoredImageKind, VIDEO_MESSAGES, VIDEO_MIME_TYPES } from "@adsight/shared";
import {
  applyDecorators,
  Controller,
  ForbiddenException,
  Get,
  Header,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
  StreamableFile,
} from "@nestjs/common";
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiProduces, ApiResponse, ApiTags } from "@nestjs/swagger";
import type { Request, Response } from "express";
import { createZodDto } from "nestjs-zod";
import { z } from "zod";
import { ApiErrorResponses } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { CurrentUser, mayAccess, type Principal } from "#src/common/principal";
import { Public } from "#src/common/route-access";
import { CampaignImagesRepository } from "./campaign-images.repository";
import { IMAGE_LINK_MESSAGES, ImageLinks } from "./image-links";
import type { OwnedImage } from "./owned-image";
import { ResultImagesRepository } from "./result-images.repository";
import { type OwnedVideo, VideoFilesRepository } from "./video-files.repository";
import { sendVideo } from "./video-range";

// Stored images and clips never change; `private` keeps shared caches out.
const IMMUTABLE = "private, max-age=31536000, immutable";

const signedQuery = (what: "image" | "video") =>
  z.object({
    expires: z.coerce.number().int().min(0).describe("Expiry of the link, in epoch seconds"),
    signature: z.string().min(1).max(100).describe(`The engine's signature of the ${what} and the expiry`),
  });

class SignedImageQuery extends createZodDto(signedQuery("image")) {}

class SignedVideoQuery extends createZodDto(signedQuery("video")) {}

const RANGES =
  "Answers Range requests (one range of bytes=…: 206 with Content-Range; 416 when the clip has none of it; several " +
  "ranges get the whole clip) and HEAD, with Accept-Ranges and Content-Length.";

const ApiImage = () => applyDecorators(ApiProduces("image/png", "image/jpeg"), Header("Cache-Control", IMMUTABLE));

const ApiClip = () =>
  applyDecorators(
    ApiProduces(...VIDEO_MIME_TYPES),
    ApiResponse({ status: 206, description: "The range of the clip asked for" }),
    ApiResponse({ status: 416, description: "The clip holds none of the range asked for (Content-Range: bytes */size)" }),
    ApiHeader({ name: "Range", required: false, description: "bytes=start-end, bytes=start- or bytes=-suffix" }),
  );

@ApiTags("simulations")
@ApiErrorResponses()
@Controller("simulations")
export class CreativesController {
  constructor(
    private readonly resultImages: ResultImagesRepository,
    private readonly inputImages: CampaignImagesRepository,
    private readonly videos: VideoFilesRepository,
    private readonly links: ImageLinks,
  ) {}

  @Get("images/:id")
  @ApiBearerAuth()
  @ApiImage()
  @ApiOperation({ summary: "A result overlay (PNG or JPEG) of the caller's simulation" })
  async resultImage(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    return served(ownedBy(await this.resultImages.resultImage(id), user));
  }

  @Get("input-images/:id")
  @ApiBearerAuth()
  @ApiImage()
  @ApiOperation({ summary: "An input image of the caller's campaign, as stored (JPEG)" })
  async inputImage(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    return served(ownedBy(await this.inputImages.inputImage(id), user));
  }

  @Get("images/:id/signed")
  @Public()
  @ApiImage()
  @ApiOperation({
    summary:
      "A result overlay by the signed URL a result carries: no token, for a few minutes, this image only (403 when tampered or expired)",
  })
  async signedResultImage(@Param("id", ParseUuidPipe) id: string, @Query() query: SignedImageQuery): Promise<StreamableFile> {
    this.checkLink("result", id, query);
    return served(await this.resultImages.resultImage(id));
  }

  @Get("input-images/:id/signed")
  @Public()
  @ApiImage()
  @ApiOperation({
    summary:
      "An input image by the signed URL a result carries: no token, for a few minutes, this image only (403 when tampered or expired)",
  })
  async signedInputImage(@Param("id", ParseUuidPipe) id: string, @Query() query: SignedImageQuery): Promise<StreamableFile> {
    this.checkLink("input", id, query);
    return served(await this.inputImages.inputImage(id));
  }

  @Get("recommendation-images/:id")
  @ApiBearerAuth()
  @ApiImage()
  @ApiOperation({ summary: "An edited creative a recommendation run of the caller's simulation kept (JPEG)" })
  async recommendationImage(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    return served(ownedBy(await this.resultImages.recommendationImage(id), user));
  }

  @Get("recommendation-images/:id/signed")
  @Public()
  @ApiImage()
  @ApiOperation({
    summary:
      "An edited creative by the signed URL a recommendation carries: no token, for a few minutes, this image only (403 when tampered or expired)",
  })
  async signedRecommendationImage(@Param("id", ParseUuidPipe) id: string, @Query() query: SignedImageQuery): Promise<StreamableFile> {
    this.checkLink("recommendation", id, query);
    return served(await this.resultImages.recommendationImage(id));
  }

  @Get("recommendation-stills/:id")
  @ApiBearerAuth()
  @ApiImage()
  @ApiOperation({ summary: "The key frame a video's recommendation was made on, as the clip shows it (by the recommendation's id)" })
  async recommendationStill(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    return served(ownedBy(await this.resultImages.recommendationImage(id, "still"), user));
  }

  @Get("recommendation-stills/:id/signed")
  @Public()
  @ApiImage()
  @ApiOperation({
    summary:
      "A video recommendation's key frame by the signed URL it carries: no token, for a few minutes, this image only (403 when tampered or expired)",
  })
  async signedRecommendationStill(@Param("id", ParseUuidPipe) id: string, @Query() query: SignedImageQuery): Promise<StreamableFile> {
    this.checkLink("still", id, query);
    return served(await this.resultImages.recommendationImage(id, "still"));
  }

  @Get("input-videos/:id")
  @ApiBearerAuth()
  @ApiClip()
  @ApiOperation({
    summary: "An input video of the caller's campaign, as uploaded (by its campaign image id; its poster is the input image)",
    description: RANGES,
  })
  async inputVideo(
    @Param("id", ParseUuidPipe) id: string,
    @CurrentUser() user: Principal,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.send(request, response, ownedBy(await this.videos.inputVideo(id), user));
  }

  @Get("heatmap-videos/:id")
  @ApiBearerAuth()
  @ApiClip()
  @ApiOperation({ summary: "A video result's heatmap video (H.264 MP4) of the caller's simulation", description: RANGES })
  async heatmapVideo(
    @Param("id", ParseUuidPipe) id: string,
    @CurrentUser() user: Principal,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.send(request, response, ownedBy(await this.videos.heatmapVideo(id), user));
  }

  @Get("input-videos/:id/signed")
  @Public()
  @ApiClip()
  @ApiOperation({
    summary:
      "An input video by the signed URL a result carries: no token, for a few minutes, this video only (403 when tampered or expired)",
    description: RANGES,
  })
  async signedInputVideo(
    @Param("id", ParseUuidPipe) id: string,
    @Query() query: SignedVideoQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    this.checkLink("video", id, query);
    await this.send(request, response, await this.videos.inputVideo(id));
  }

  @Get("heatmap-videos/:id/signed")
  @Public()
  @ApiClip()
  @ApiOperation({
    summary:
      "A heatmap video by the signed URL a result carries: no token, for a few minutes, this video only (403 when tampered or expired)",
    description: RANGES,
  })
  async signedHeatmapVideo(
    @Param("id", ParseUuidPipe) id: string,
    @Query() query: SignedVideoQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    this.checkLink("heatmap", id, query);
    await this.send(request, response, await this.videos.heatmapVideo(id));
  }

  private async send(request: Request, response: Response, video: OwnedVideo | null): Promise<void> {
    if (!video) throw new NotFoundException(VIDEO_MESSAGES.notFound);
    await sendVideo(request, response, this.videos.reader, video, IMMUTABLE);
  }

  private checkLink(kind: StoredImageKind, id: string, { expires, signature }: SignedImageQuery | SignedVideoQuery): void {
    const check = this.links.check(kind, id, expires, signature);
    if (check !== "valid") throw new ForbiddenException(IMAGE_LINK_MESSAGES[check]);
  }
}

// Another user's creative is answered as missing, so ids cannot be probed.
function ownedBy<T extends { ownerId: string }>(stored: T | null, user: Principal): T | null {
  return stored && mayAccess(user, stored.ownerId) ? stored : null;
}

function served(image: OwnedImage | null): StreamableFile {
  if (!image) throw new NotFoundException(IMAGE_MESSAGES.notFound);
  return new StreamableFile(image.bytes, { type: image.contentType, length: image.bytes.length });
}
