import type { ApiKeyCreated, ApiKeyPublic, ListResponse, MessageResponse } from "@adsight/shared";
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from "@nestjs/common";
import { ApiOkResponse, ApiOperation, ApiTags } from "@nestjs/swagger";
import { ApiErrorResponses, MessageDto } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { ApiKeyCreateBody, ApiKeyCreatedDto, ApiKeysListDto } from "./api-keys.dto";
import { ApiKeysService } from "./api-keys.service";
import { CurrentUser, type Principal } from "#src/common/principal";

@ApiTags("api-keys")
@ApiErrorResponses()
@Controller("users/me/api-keys")
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOkResponse({ type: ApiKeysListDto })
  async list(@CurrentUser() user: Principal): Promise<ListResponse<ApiKeyPublic>> {
    const data = await this.keys.list(user);
    return { data, count: data.length };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Create a key: the answer is the only time the whole key is shown (it is stored hashed)" })
  @ApiOkResponse({ type: ApiKeyCreatedDto })
  create(@Body() body: ApiKeyCreateBody, @CurrentUser() user: Principal): Promise<ApiKeyCreated> {
    return this.keys.create(user, body.name);
  }

  @Delete(":id")
  @ApiOkResponse({ type: MessageDto })
  async revoke(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<MessageResponse> {
    await this.keys.revoke(user, id);
    return { message: "API key revoked" };
  }
}
