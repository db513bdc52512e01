import { IMAGE_MESSAGES, type StoredImageKind } from "@adsight/shared";
import { Controller, ForbiddenException, Get, Header, NotFoundException, Param, Query, StreamableFile } from "@nestjs/common";
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from "@nestjs/swagger";
import { createZodDto } from "nestjs-zod";
import { z } from "zod";
import { Public } from "#src/common/route-access";
import { ApiErrorResponses } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { IMAGE_LINK_MESSAGES, ImageLinks } from "./image-links";
import { CampaignImagesRepository } from "./campaign-images.repository";
import type { OwnedImage } from "./owned-image";
import { ResultImagesRepository } from "./result-images.repository";
import { CurrentUser, mayAccess, type Principal } from "#src/common/principal";

// Stored images never change; `private` keeps shared caches out.
const IMMUTABLE = "private, max-age=31536000, immutable";

class SignedImageQuery extends createZodDto(
  z.object({
    expires: z.coerce.number().int().min(0).describe("Expiry of the link, in epoch seconds"),
    signature: z.string().min(1).max(100).describe("The engine's signature of the image and the expiry"),
  }),
) {}

@ApiTags("simulations")
@ApiErrorResponses()
@ApiProduces("image/png", "image/jpeg")
@Controller("simulations")
export class StoredImagesController {
  constructor(
    private readonly resultImages: ResultImagesRepository,
    private readonly inputImages: CampaignImagesRepository,
    private readonly links: ImageLinks,
  ) {}

  @Get("images/:id")
  @ApiBearerAuth()
  @Header("Cache-Control", IMMUTABLE)
  @ApiOperation({ summary: "A result overlay (PNG or JPEG) of the caller's simulation" })
  async resultImage(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    return served(ownedBy(await this.resultImages.resultImage(id), user));
  }

  @Get("input-images/:id")
  @ApiBearerAuth()
  @Header("Cache-Control", IMMUTABLE)
  @ApiOperation({ summary: "An input image of the caller's campaign, as stored (JPEG)" })
  async inputImage(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<StreamableFile> {
    return served(ownedBy(await this.inputImages.inputImage(id), user));
  }

  @Get("images/:id/signed")
  @Public()
  @Header("Cache-Control", IMMUTABLE)
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
  @Header("Cache-Control", IMMUTABLE)
  @ApiOperation({
    summary:
      "An input image by the signed URL a result carries: no token, for a few minutes, this image only (403 when tampered or expired)",
  })
  async signedInputImage(@Param("id", ParseUuidPipe) id: string, @Query() query: SignedImageQuery): Promise<StreamableFile> {
    this.checkLink("input", id, query);
    return served(await this.inputImages.inputImage(id));
  }

  private checkLink(kind: StoredImageKind, id: string, { expires, signature }: SignedImageQuery): void {
    const check = this.links.check(kind, id, expires, signature);
    if (check !== "valid") throw new ForbiddenException(IMAGE_LINK_MESSAGES[check]);
  }
}

// Another user's image is answered as missing, so ids cannot be probed.
function ownedBy(image: OwnedImage | null, user: Principal): OwnedImage | null {
  return image && mayAccess(user, image.ownerId) ? image : null;
}

function served(image: OwnedImage | null): StreamableFile {
  if (!image) throw new NotFoundException(IMAGE_MESSAGES.notFound);
  return new StreamableFile(image.bytes, { type: image.contentType, length: image.bytes.length });
}
