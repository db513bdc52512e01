import type { ListResponse, MessageResponse, UserPublic } from "@adsight/shared";
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from "@nestjs/common";
import { ApiOkResponse, ApiQuery, ApiTags } from "@nestjs/swagger";
import { Public } from "#src/common/route-access";
import { ApiErrorResponses, ApiPagination, MessageDto } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import {
  toUserPublic,
  UpdatePasswordBody,
  UserCreateBody,
  UserSignupBody,
  UserUpdateBody,
  UserPublicDto,
  UsersListDto,
  UsersQueryDto,
  UserUpdateMeBody,
} from "./users.dto";
import { UsersService } from "./users.service";
import { AdminOnly, CurrentUser, type Principal } from "#src/common/principal";

@ApiTags("users")
@ApiErrorResponses()
@Controller("users")
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @AdminOnly()
  @ApiPagination()
  @ApiQuery({
    name: "q",
    required: false,
    description: "Only users whose email or full name contains this, in any case",
    schema: { type: "string" },
  })
  @ApiOkResponse({ type: UsersListDto })
  async list(@Query() query: UsersQueryDto): Promise<ListResponse<UserPublic>> {
    const [users, count] = await this.users.list(query.skip, query.limit, query.q || undefined);
    return { data: users.map(toUserPublic), count };
  }

  @Post()
  @HttpCode(200)
  @AdminOnly()
  @ApiOkResponse({ type: UserPublicDto })
  async create(@Body() body: UserCreateBody, @CurrentUser() actor: Principal): Promise<UserPublic> {
    return toUserPublic(await this.users.createByAdmin(body, actor));
  }

  @Get("me")
  @ApiOkResponse({ type: UserPublicDto })
  async me(@CurrentUser() user: Principal): Promise<UserPublic> {
    return toUserPublic(await this.users.me(user));
  }

  @Patch("me")
  @ApiOkResponse({ type: UserPublicDto })
  async updateMe(@CurrentUser() user: Principal, @Body() body: UserUpdateMeBody): Promise<UserPublic> {
    return toUserPublic(await this.users.updateMe(user, body));
  }

  @Delete("me")
  @ApiOkResponse({ type: MessageDto })
  async deleteMe(@CurrentUser() user: Principal): Promise<MessageResponse> {
    await this.users.deleteMe(user);
    return { message: "User deleted successfully" };
  }

  @Patch("me/password")
  @ApiOkResponse({ type: MessageDto })
  async changePassword(@CurrentUser() user: Principal, @Body() body: UpdatePasswordBody): Promise<MessageResponse> {
    await this.users.changePassword(user, body);
    return { message: "Password updated successfully" };
  }

  @Post("signup")
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: UserPublicDto })
  async signup(@Body() body: UserSignupBody): Promise<UserPublic> {
    return toUserPublic(await this.users.signup(body));
  }

  @Get(":user_id")
  @ApiOkResponse({ type: UserPublicDto })
  async get(@Param("user_id", ParseUuidPipe) id: string, @CurrentUser() actor: Principal): Promise<UserPublic> {
    return toUserPublic(await this.users.getVisibleTo(actor, id));
  }

  @Patch(":user_id")
  @AdminOnly()
  @ApiOkResponse({ type: UserPublicDto })
  async update(
    @Param("user_id", ParseUuidPipe) id: string,
    @Body() body: UserUpdateBody,
    @CurrentUser() actor: Principal,
  ): Promise<UserPublic> {
    return toUserPublic(await this.users.updateByAdmin(actor, id, body));
  }

  @Delete(":user_id")
  @AdminOnly()
  @ApiOkResponse({ type: MessageDto })
  async delete(@Param("user_id", ParseUuidPipe) id: string, @CurrentUser() actor: Principal): Promise<MessageResponse> {
    await this.users.deleteByAdmin(actor, id);
    return { message: "User deleted successfully" };
  }
}
