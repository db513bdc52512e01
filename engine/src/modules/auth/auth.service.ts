import { AUTH_MESSAGES, LOGIN_MESSAGES, type Token } from "@adsight/shared";
import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { MailService } from "#src/modules/mail/mail.service";
import { resetPasswordMail } from "#src/modules/mail/templates";
import { PasswordHasher } from "#src/modules/users/password-hasher";
import type { User } from "#src/modules/users/user.entity";
import { UsersRepository } from "#src/modules/users/users.repository";
import { UsersService } from "#src/modules/users/users.service";
import { GoogleIdTokenVerifier } from "./google-id-token.verifier";
import { passwordFingerprint, TokenService } from "./token.service";

@Injectable()
export class AuthService {
  // Compared against when the address is unknown, so a wrong address takes as long as a wrong password.
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly google: GoogleIdTokenVerifier,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async login(email: string, password: string): Promise<Token> {
    const user = await this.users.findByEmail(email);
    const hash = user ? await this.users.passwordHashOf(user.id) : await (this.decoyHash ??= this.hasher.hash("decoy-password"));
    const matches = await this.hasher.verify(hash, password);
    if (!user || !matches) throw new BadRequestException(LOGIN_MESSAGES.incorrect);
    return this.issue(user);
  }

  async loginWithGoogle(idToken: string): Promise<Token> {
    const clientId = this.config.values.auth.googleClientId;
    if (!clientId) throw new BadRequestException(LOGIN_MESSAGES.googleOff);
    const claims = await this.google.verify(idToken, clientId);
    if (!claims?.sub || !claims.email) throw new UnauthorizedException(LOGIN_MESSAGES.googleInvalid);
    if (claims.email_verified !== true) throw new UnauthorizedException(LOGIN_MESSAGES.googleUnverified);
    let user = (await this.users.findByGoogleSub(claims.sub)) ?? (await this.users.findByEmail(claims.email));
    if (!user) {
      user = await this.accounts.register({ email: claims.email.toLowerCase(), googleSub: claims.sub, fullName: claims.name ?? null });
    } else if (!user.googleSub) {
      await this.users.update(user.id, { googleSub: claims.sub });
    }
    return this.issue(user);
  }

  // The caller answers the same whether or not the address is registered.
  async startPasswordRecovery(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.isActive) return;
    await this.mail.send(await this.recoveryMail(user));
  }

  async recoveryMailFor(email: string): Promise<{ subject: string; html: string }> {
    const user = await this.users.findByEmail(email);
    if (!user) throw new NotFoundException(LOGIN_MESSAGES.noSuchUser);
    return this.recoveryMail(user);
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const claims = await this.tokens.verifyReset(token);
    const user = claims ? await this.users.findById(claims.userId) : null;
    if (!claims || !user) throw new BadRequestException(LOGIN_MESSAGES.invalidResetToken);
    if (passwordFingerprint(await this.users.passwordHashOf(user.id)) !== claims.fingerprint) {
      throw new BadRequestException(LOGIN_MESSAGES.invalidResetToken);
    }
    if (!user.isActive) throw new BadRequestException(AUTH_MESSAGES.inactive);
    await this.accounts.setPassword(user.id, newPassword);
  }

  private async recoveryMail(user: User): Promise<{ to: string; subject: string; html: string }> {
    const token = await this.tokens.resetToken(user.id, await this.users.passwordHashOf(user.id));
    const { projectName, publicUrl } = this.config.values;
    const link = `${publicUrl.replace(/\/$/, "")}/auth/reset?token=${encodeURIComponent(token)}`;
    const validHours = this.config.values.auth.resetTokenExpireHours;
    return { to: user.email, ...resetPasswordMail({ projectName, email: user.email, link, validHours }) };
  }

  private async issue(user: User): Promise<Token> {
    // The contract's answer for a correct password on a deactivated account (the guard answers 403 to its tokens).
    if (!user.isActive) throw new BadRequestException(AUTH_MESSAGES.inactive);
    return { access_token: await this.tokens.accessToken(user.id, user.tokenVersion), token_type: "bearer" };
  }
}
