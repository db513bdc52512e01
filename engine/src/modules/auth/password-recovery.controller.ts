import { LOGIN_MESSAGES, type MessageResponse } from "@adsight/shared";
import { Body, Controller, Header, HttpCode, Param, Post, Res, UseGuards } from "@nestjs/common";
import { ApiOkResponse, ApiProduces, ApiTags } from "@nestjs/swagger";
import type { Response } from "express";
import { Public } from "#src/common/route-access";
import { ApiErrorResponses, MessageDto } from "#src/common/openapi";
import { AccountThrottlerGuard } from "./account-throttler.guard";
import { ParseEmailPipe, ResetPasswordBody } from "./auth.dto";
import { AuthService } from "./auth.service";
import { AdminOnly } from "#src/common/principal";

@ApiTags("login")
@ApiErrorResponses()
@Controller()
export class PasswordRecoveryController {
  constructor(private readonly auth: AuthService) {}

  @Post("password-recovery/:email")
  @HttpCode(200)
  @Public()
  @UseGuards(AccountThrottlerGuard)
  @ApiOkResponse({ type: MessageDto })
  async recover(@Param("email", ParseEmailPipe) email: string): Promise<MessageResponse> {
    await this.auth.startPasswordRecovery(email);
    return { message: LOGIN_MESSAGES.recoverySent };
  }

  // For administrators to check the e-mail or hand it over themselves.
  @Post("password-recovery-html-content/:email")
  @HttpCode(200)
  @AdminOnly()
  @ApiProduces("text/html")
  @ApiOkResponse({ description: "The recovery e-mail's HTML; its subject in the `subject` header" })
  @Header("content-type", "text/html; charset=utf-8")
  async recoveryHtml(@Param("email", ParseEmailPipe) email: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const mail = await this.auth.recoveryMailFor(email);
    response.setHeader("subject", encodeURIComponent(mail.subject));
    return mail.html;
  }

  // Not throttled: reset tokens are signed, there is nothing to guess.
  @Post("reset-password")
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: MessageDto })
  async reset(@Body() body: ResetPasswordBody): Promise<MessageResponse> {
    await this.auth.resetPassword(body.token, body.new_password);
    return { message: LOGIN_MESSAGES.passwordUpdated };
  }
}
