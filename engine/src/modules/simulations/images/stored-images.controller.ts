import { IMAGE_MESSAGES } from "@adsight/shared";
import { Controller, Get, Header, NotFoundException, Param, StreamableFile } from "@nestjs/common";
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiQuery, ApiTags } from "@nestjs/swagger";
import { AcceptsQueryToken, CurrentUser } from "../../../common/auth.decorators";
import { ApiErrorResponses } from "../../../common/openapi";
import { ParseUuidPipe } from "../../../common/parse-uuid.pipe";
import { canSeeAll } from "../../items/items.service";
import type { User } from "../../users/user.entity";
import { JobsRepository, type OwnedImage } from "../jobs/jobs.repository";

/** Stored images never change, so browsers may keep them; `private` keeps shared caches out. */
const IMMUTABLE = "private, max-age=31536000, immutable";

@ApiTags("simulations")
@ApiBearerAuth()
@ApiErrorResponses()
@ApiProduces("image/png", "image/jpeg")
@ApiQuery({ name: "token", required: false, description: "The access token, for <img> tags that cannot send headers" })
@Controller("simulations")
export class StoredImagesController {
  constructor(private readonly jobs: JobsRepository) {}

  @Get("images/:id")
  @AcceptsQueryToken()
  @Header("Cache-Control", IMMUTABLE)
  @ApiOperation({ summary: "A result overlay (PNG or JPEG) of the caller's simulation" })
  async resultImage(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: User): Promise<StreamableFile> {
    return served(await this.jobs.resultImage(id), user);
  }

  @Get("input-images/:id")
  @AcceptsQueryToken()
  @Header("Cache-Control", IMMUTABLE)
  @ApiOperation({ summary: "An input image of the caller's campaign, as stored (JPEG)" })
  async inputImage(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: User): Promise<StreamableFile> {
    return served(await this.jobs.inputImage(id), user);
  }
}

function served(image: OwnedImage | null, user: User): StreamableFile {
  if (!image || (image.ownerId !== user.id && !canSeeAll(user))) throw new NotFoundException(IMAGE_MESSAGES.notFound);
  return new StreamableFile(image.bytes, { type: image.contentType, length: image.bytes.length });
}
