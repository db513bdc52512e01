import type { Token, UserPublic } from "@adsight/shared";
import { Body, Controller, HttpCode, Post, UseGuards } from "@nestjs/common";
import { ApiConsumes, ApiOkResponse, ApiTags } from "@nestjs/swagger";
import { Public } from "#src/common/route-access";
import { ApiErrorResponses } from "#src/common/openapi";
import { toUserPublic, UserPublicDto } from "#src/modules/users/users.dto";
import { UsersService } from "#src/modules/users/users.service";
import { AccountThrottlerGuard } from "./account-throttler.guard";
import { GoogleLoginBody, LoginForm, TokenDto } from "./auth.dto";
import { AuthService } from "./auth.service";
import { CurrentUser, type Principal } from "#src/common/principal";

@ApiTags("login")
@ApiErrorResponses()
@Controller("login")
export class LoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  // OAuth2 password flow: the username is the email.
  @Post("access-token")
  @HttpCode(200)
  @Public()
  @UseGuards(AccountThrottlerGuard)
  @ApiConsumes("application/x-www-form-urlencoded")
  @ApiOkResponse({ type: TokenDto })
  login(@Body() form: LoginForm): Promise<Token> {
    return this.auth.login(form.username, form.password);
  }

  @Post("test-token")
  @HttpCode(200)
  @ApiOkResponse({ type: UserPublicDto })
  async testToken(@CurrentUser() principal: Principal): Promise<UserPublic> {
    return toUserPublic(await this.users.getById(principal.id));
  }

  // Not throttled: the ID token is verified cryptographically, there is nothing to guess.
  @Post("google")
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: TokenDto })
  google(@Body() body: GoogleLoginBody): Promise<Token> {
    return this.auth.loginWithGoogle(body.id_token);
  }
}
