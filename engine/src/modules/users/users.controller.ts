import type { ListResponse, MessageResponse, UserPublic } from "@adsight/shared";
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from "@nestjs/common";
import { ApiBearerAuth, ApiTags } from "@nestjs/swagger";
import { AdminOnly, CurrentUser, Public } from "../../common/auth.decorators";
import { PaginationQuery } from "../../common/pagination.dto";
import { ParseUuidPipe } from "../../common/parse-uuid.pipe";
import type { User } from "./user.entity";
import {
  toUserPublic,
  UpdatePasswordBody,
  UserCreateBody,
  UserSignupBody,
  UserUpdateBody,
  UserUpdateMeBody,
} from "./users.dto";
import { UsersService } from "./users.service";

@ApiTags("users")
@ApiBearerAuth()
@Controller("users")
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @AdminOnly()
  async list(@Query() query: PaginationQuery): Promise<ListResponse<UserPublic>> {
    const [users, count] = await this.users.list(query.skip, query.limit);
    return { data: users.map(toUserPublic), count };
  }

  @Post()
  @HttpCode(200)
  @AdminOnly()
  async create(@Body() body: UserCreateBody, @CurrentUser() actor: User): Promise<UserPublic> {
    return toUserPublic(await this.users.createByAdmin(body, actor));
  }

  @Get("me")
  me(@CurrentUser() user: User): UserPublic {
    return toUserPublic(user);
  }

  @Patch("me")
  async updateMe(@CurrentUser() user: User, @Body() body: UserUpdateMeBody): Promise<UserPublic> {
    return toUserPublic(await this.users.updateMe(user, body));
  }

  @Delete("me")
  async deleteMe(@CurrentUser() user: User): Promise<MessageResponse> {
    await this.users.deleteMe(user);
    return { message: "User deleted successfully" };
  }

  @Patch("me/password")
  async changePassword(@CurrentUser() user: User, @Body() body: UpdatePasswordBody): Promise<MessageResponse> {
    await this.users.changePassword(user, body);
    return { message: "Password updated successfully" };
  }

  @Post("signup")
  @HttpCode(200)
  @Public()
  async signup(@Body() body: UserSignupBody): Promise<UserPublic> {
    return toUserPublic(await this.users.signup(body));
  }

  @Get(":user_id")
  async get(@Param("user_id", ParseUuidPipe) id: string, @CurrentUser() actor: User): Promise<UserPublic> {
    return toUserPublic(await this.users.getVisibleTo(actor, id));
  }

  @Patch(":user_id")
  @AdminOnly()
  async update(@Param("user_id", ParseUuidPipe) id: string, @Body() body: UserUpdateBody, @CurrentUser() actor: User): Promise<UserPublic> {
    return toUserPublic(await this.users.updateByAdmin(actor, id, body));
  }

  @Delete(":user_id")
  @AdminOnly()
  async delete(@Param("user_id", ParseUuidPipe) id: string, @CurrentUser() actor: User): Promise<MessageResponse> {
    await this.users.deleteByAdmin(actor, id);
    return { message: "User deleted successfully" };
  }
}
