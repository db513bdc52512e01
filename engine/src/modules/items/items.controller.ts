import type { ItemPublic, ListedItem as ListedItemPublic, ListResponse, MessageResponse } from "@adsight/shared";
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from "@nestjs/common";
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from "@nestjs/swagger";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import { ApiErrorResponses, ApiPagination, MessageDto } from "#src/common/openapi";
import { ItemCreateBody, ItemPublicDto, ItemsListDto, ItemsQueryDto, ItemUpdateBody, toItemPublic } from "./items.dto";
import { ItemsService } from "./items.service";
import { CurrentUser, type Principal } from "#src/common/principal";

@ApiTags("items")
@ApiErrorResponses()
@Controller("items")
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get()
  @ApiPagination()
  @ApiQuery({
    name: "owner_id",
    required: false,
    description: "Administrators: only this user's campaigns",
    schema: { type: "string", format: "uuid" },
  })
  @ApiOkResponse({ type: ItemsListDto })
  @ApiOperation({
    summary: "A page of the campaigns the caller sees, newest setup time first, each with its # (oldest is 1) and the total count",
  })
  async list(@Query() query: ItemsQueryDto, @CurrentUser() user: Principal): Promise<ListResponse<ListedItemPublic>> {
    const [items, count] = await this.items.list(user, query);
    return { data: items.map((item) => ({ ...toItemPublic(item), number: item.number })), count };
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ItemPublicDto })
  async create(@Body() body: ItemCreateBody, @CurrentUser() user: Principal): Promise<ItemPublic> {
    return toItemPublic(await this.items.create(user, body));
  }

  @Get(":id")
  @ApiOkResponse({ type: ItemPublicDto })
  async get(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<ItemPublic> {
    return toItemPublic(await this.items.getAccessible(user, id));
  }

  @Put(":id")
  @ApiOkResponse({ type: ItemPublicDto })
  async update(@Param("id", ParseUuidPipe) id: string, @Body() body: ItemUpdateBody, @CurrentUser() user: Principal): Promise<ItemPublic> {
    return toItemPublic(await this.items.update(user, id, body));
  }

  @Delete(":id")
  @ApiOkResponse({ type: MessageDto })
  async delete(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<MessageResponse> {
    await this.items.delete(user, id);
    return { message: "Item deleted successfully" };
  }
}
