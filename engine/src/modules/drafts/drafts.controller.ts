import {
  CREDITS_RULE,
  type DraftImage,
  type DraftResponse,
  type DraftSavedResponse,
  type DraftWithImageRefsResponse,
  type MessageResponse,
  VIDEO_MIME_TYPES,
} from "@adsight/shared";
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from "@nestjs/common";
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from "@nestjs/swagger";
import type { Request } from "express";
import { ApiErrorResponses, BodyLimit, MessageDto } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { DraftsService } from "./drafts.service";
import { IMAGE_BODY_LIMIT, readCappedBody } from "#src/modules/creatives/image-body";
import { streamBodyToFile } from "#src/modules/creatives/upload-body";
import {
  DraftImageDto,
  DraftQuery,
  DraftResponseDto,
  DraftSaveBody,
  DraftSavedResponseDto,
  DraftWithImageRefsResponseDto,
  ImageUploadQuery,
} from "./drafts.dto";
import { CurrentUser, type Principal } from "#src/common/principal";

@ApiTags("simulations")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("simulations/draft")
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get(":itemId")
  @ApiExtraModels(DraftResponseDto, DraftWithImageRefsResponseDto)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(DraftResponseDto) }, { $ref: getSchemaPath(DraftWithImageRefsResponseDto) }] },
    description:
      "images as data URLs (a video as its poster frame's JPEG); with ?images=refs, images is empty and image_refs lists " +
      "them without bytes, each video with its duration_ms",
  })
  // Query DTOs made from zod schemas do not reach the OpenAPI document by themselves.
  @ApiQuery({ name: "images", required: false, enum: ["data", "refs"], description: "'refs' leaves the bytes out (default 'data')" })
  get(
    @Param("itemId", ParseUuidPipe) itemId: string,
    @Query() query: DraftQuery,
    @CurrentUser() user: Principal,
  ): Promise<DraftResponse | DraftWithImageRefsResponse> {
    return this.drafts.get(user, itemId, query.images);
  }

  @Post()
  @HttpCode(200)
  @BodyLimit(IMAGE_BODY_LIMIT)
  @ApiOkResponse({ type: DraftSavedResponseDto })
  @ApiOperation({
    summary: "Save the campaign's draft (making the campaign without item_id); answers its id and what running it costs now",
    description:
      "The campaign is named after the draft ('Untitled' when the name is empty) with the audience as its description. " +
      "weights, generate_setup and remove_images let one call carry an editor's whole change. `images` replaces the " +
      "draft's creatives: a data URL that is one of the draft's video posters byte for byte, as GET draft?images=data " +
      "lists it, keeps that video (its clip and length) at its new place; any other data URL is stored as a still image. " +
      "Videos are added only by POST /simulations/draft/{itemId}/images. " +
      `credits: ${CREDITS_RULE}`,
  })
  save(@Body() body: DraftSaveBody, @CurrentUser() user: Principal): Promise<DraftSavedResponse> {
    return this.drafts.save(user, body);
  }

  @Post(":itemId/images")
  @HttpCode(201)
  @ApiOperation({
    summary: "Append one image or video to the draft: the raw file as the body",
    description:
      "Content-Type image/jpeg, image/png or image/webp; the real bytes are checked (type, at most 5 MB, longest side at most " +
      "2000 px) and stored re-encoded as JPEG q0.8. 422 'Unsupported type: {name}', 'File too large: {name}', " +
      "'Image too big: {name}' or 'At most 20 images per campaign'. " +
      "Or Content-Type video/mp4, video/webm or video/quicktime (application/octet-stream with a .mp4, .webm or .mov name " +
      "too): streamed to disk (at most 100 MB, else 'File too large: {name}'), probed and decoded with ffmpeg (MP4, MOV " +
      "or WebM; H.264, HEVC, VP8, VP9 or AV1; at most 60 s and 1920 px on the long side; not cut off) and stored whole " +
      "with its poster frame (the JPEG at 1 s, or half way in a shorter clip), which is its picture at " +
      "/simulations/input-images/{id}; the clip is served at /simulations/input-videos/{id}. A refused clip is a 422 " +
      "whose message follows its name ('clip.mp4 is longer than 60 s', 'clip.mp4 has no video stream', 'clip.mp4 is " +
      "not a video ffmpeg can read', 'clip.mp4 is cut off: …'), and nothing is stored. The answer's duration_ms " +
      `is null for an image. ${CREDITS_RULE}`,
  })
  @ApiQuery({ name: "name", required: false, type: String, description: "The file's name, which the refusals quote (default 'image')" })
  @ApiConsumes("image/jpeg", "image/png", "image/webp", ...VIDEO_MIME_TYPES)
  @ApiBody({ schema: { type: "string", format: "binary" } })
  @ApiCreatedResponse({ type: DraftImageDto })
  addImage(
    @Param("itemId", ParseUuidPipe) itemId: string,
    @Query() query: ImageUploadQuery,
    @Req() request: Request,
    @CurrentUser() user: Principal,
  ): Promise<DraftImage> {
    // The global body parsers skip this route: the body is read here, after the guard, and only as far as the cap.
    return this.drafts.addImage(user, itemId, {
      contentType: request.headers["content-type"],
      name: query.name,
      read: (limit) => readCappedBody(request, limit),
      saveTo: (file, limit) => streamBodyToFile(request, limit, file),
    });
  }

  @Delete(":itemId/images/:imageId")
  @ApiOperation({ summary: "Remove one draft image; the others keep their order, renumbered 0..n-1" })
  @ApiOkResponse({ type: MessageDto })
  async removeImage(
    @Param("itemId", ParseUuidPipe) itemId: string,
    @Param("imageId", ParseUuidPipe) imageId: string,
    @CurrentUser() user: Principal,
  ): Promise<MessageResponse> {
    await this.drafts.removeImage(user, itemId, imageId);
    return { message: "Image removed" };
  }
}
