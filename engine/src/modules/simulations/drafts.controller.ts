import type { DraftResponse, MessageResponse } from "@adsight/shared";
import { Body, Controller, Get, HttpCode, Param, Post } from "@nestjs/common";
import { ApiBearerAuth, ApiOkResponse, ApiTags } from "@nestjs/swagger";
import { CurrentUser } from "../../common/auth.decorators";
import { ApiErrorResponses, BodyLimit, MessageDto } from "../../common/openapi";
import { ParseUuidPipe } from "../../common/parse-uuid.pipe";
import type { User } from "../users/user.entity";
import { DraftsService } from "./drafts.service";
import { IMAGE_BODY_LIMIT } from "./image-body";
import { DraftResponseDto, DraftSaveBody } from "./simulations.dto";

@ApiTags("simulations")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("simulations/draft")
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get(":itemId")
  @ApiOkResponse({ type: DraftResponseDto })
  get(@Param("itemId", ParseUuidPipe) itemId: string, @CurrentUser() user: User): Promise<DraftResponse> {
    return this.drafts.get(user, itemId);
  }

  @Post()
  @HttpCode(200)
  @BodyLimit(IMAGE_BODY_LIMIT)
  @ApiOkResponse({ type: MessageDto })
  async save(@Body() body: DraftSaveBody, @CurrentUser() user: User): Promise<MessageResponse> {
    await this.drafts.save(user, body);
    return { message: "Draft saved" };
  }
}
