import type { DraftResponse, MessageResponse } from "@adsight/shared";
import { Body, Controller, Get, HttpCode, Param, Post } from "@nestjs/common";
import { ApiBearerAuth, ApiTags } from "@nestjs/swagger";
import { CurrentUser } from "../../common/auth.decorators";
import { ParseUuidPipe } from "../../common/parse-uuid.pipe";
import type { User } from "../users/user.entity";
import { DraftsService } from "./drafts.service";
import { DraftSaveBody } from "./simulations.dto";

@ApiTags("simulations")
@ApiBearerAuth()
@Controller("simulations/draft")
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @Get(":itemId")
  get(@Param("itemId", ParseUuidPipe) itemId: string, @CurrentUser() user: User): Promise<DraftResponse> {
    return this.drafts.get(user, itemId);
  }

  @Post()
  @HttpCode(200)
  async save(@Body() body: DraftSaveBody, @CurrentUser() user: User): Promise<MessageResponse> {
    await this.drafts.save(user, body);
    return { message: "Draft saved" };
  }
}
