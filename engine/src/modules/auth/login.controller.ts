import type { Token, UserPublic } from "@adsight/shared";
import { Body, Controller, HttpCode, Post, UseGuards } from "@nestjs/common";
import { ApiBearerAuth, ApiConsumes, ApiTags } from "@nestjs/swagger";
import { ThrottlerGuard } from "@nestjs/throttler";
import { CurrentUser, Public } from "../../common/auth.decorators";
import type { User } from "../users/user.entity";
import { toUserPublic } from "../users/users.dto";
import { GoogleLoginBody, LoginForm } from "./auth.dto";
import { AuthService } from "./auth.service";

@ApiTags("login")
@Controller("login")
export class LoginController {
  constructor(private readonly auth: AuthService) {}

  /** OAuth2 password flow: a form post with username (the email) and password. */
  @Post("access-token")
  @HttpCode(200)
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiConsumes("application/x-www-form-urlencoded")
  login(@Body() form: LoginForm): Promise<Token> {
    return this.auth.login(form.username, form.password);
  }

  @Post("test-token")
  @HttpCode(200)
  @ApiBearerAuth()
  testToken(@CurrentUser() user: User): UserPublic {
    return toUserPublic(user);
  }

  @Post("google")
  @HttpCode(200)
  @Public()
  @UseGuards(ThrottlerGuard)
  google(@Body() body: GoogleLoginBody): Promise<Token> {
    return this.auth.loginWithGoogle(body.id_token);
  }
}
