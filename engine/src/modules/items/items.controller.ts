import type { ItemPublic, ListResponse, MessageResponse } from "@adsight/shared";
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from "@nestjs/common";
import { ApiBearerAuth, ApiTags } from "@nestjs/swagger";
import { CurrentUser } from "../../common/auth.decorators";
import { ParseUuidPipe } from "../../common/parse-uuid.pipe";
import type { User } from "../users/user.entity";
import { PaginationQuery } from "../../common/pagination.dto";
import { ItemCreateBody, ItemUpdateBody, toItemPublic } from "./items.dto";
import { ItemsService } from "./items.service";

@ApiTags("items")
@ApiBearerAuth()
@Controller("items")
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get()
  async list(@Query() query: PaginationQuery, @CurrentUser() user: User): Promise<ListResponse<ItemPublic>> {
    const [items, count] = await this.items.list(user, query.skip, query.limit);
    return { data: items.map(toItemPublic), count };
  }

  @Post()
  @HttpCode(200)
  async create(@Body() body: ItemCreateBody, @CurrentUser() user: User): Promise<ItemPublic> {
    return toItemPublic(await this.items.create(user, body));
  }

  @Get(":id")
  async get(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: User): Promise<ItemPublic> {
    return toItemPublic(await this.items.getAccessible(user, id));
  }

  @Put(":id")
  async update(@Param("id", ParseUuidPipe) id: string, @Body() body: ItemUpdateBody, @CurrentUser() user: User): Promise<ItemPublic> {
    return toItemPublic(await this.items.update(user, id, body));
  }

  @Delete(":id")
  async delete(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: User): Promise<MessageResponse> {
    await this.items.delete(user, id);
    return { message: "Item deleted successfully" };
  }
}
