import { AUTH_MESSAGES, USER_MESSAGES } from "@adsight/shared";
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from "@nestjs/common";
import { Reflector } from "@nestjs/core";
import type { Response } from "express";
import { AppConfig } from "#src/config/config";
import { ThrottlerException, ThrottlerStorage } from "@nestjs/throttler";
import { type AuthenticatedRequest, IS_ADMIN, type Principal, seesEverything } from "#src/common/principal";
import { IS_PUBLIC, QUERY_TOKEN } from "#src/common/route-access";
import { UsersRepository } from "#src/modules/users/users.repository";
import { credentialOf, type IdentifiedRequest } from "./credential";
import { CredentialsService } from "./credentials.service";

export const API_KEY_RATE_WINDOW_S = 60;

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly credentials: CredentialsService,
    // An interface with a symbol token of the same name: tsc's decorator metadata cannot name it.
    @Inject(ThrottlerStorage) private readonly rates: ThrottlerStorage,
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & IdentifiedRequest>();
    const credential = credentialOf(request, this.reflector.getAllAndOverride<boolean>(QUERY_TOKEN, targets) ?? false);
    if (!credential) throw new UnauthorizedException(AUTH_MESSAGES.missing);
    // Reused only for the very credential this route accepts (the middleware may have read a `?token=` it does not).
    const identified = request.identified?.credential === credential.value ? request.identified.identity : undefined;
    const identity = identified ?? (await this.credentials.identify(request, credential));
    const user = identity ? await this.users.findById(identity.userId) : null;
    // A token from before the latest password change or reset is no longer valid.
    if (!user || (identity?.tokenVersion !== undefined && user.tokenVersion !== identity.tokenVersion)) {
      throw new UnauthorizedException(AUTH_MESSAGES.invalid);
    }
    if (identity?.keyId) await this.limitRate(identity.keyId, context.switchToHttp().getResponse<Response>());
    if (!user.isActive) throw new ForbiddenException(AUTH_MESSAGES.inactive);
    const principal: Principal = {
      id: user.id,
      isSuperuser: user.isSuperuser,
      isOwner: user.isOwner,
      tokenVersion: user.tokenVersion,
      via: identity?.keyId ? "api-key" : "session",
      keyId: identity?.keyId ?? null,
    };
    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN, targets) && !seesEverything(principal)) {
      throw new ForbiddenException(USER_MESSAGES.forbidden);
    }
    this.users.keepFor(principal, user);
    request.user = principal;
    return true;
  }

  // Counted in Redis, across replicas; every answer to a key carries the IETF draft's RateLimit-* headers.
  private async limitRate(keyId: string, response: Response): Promise<void> {
    const limit = this.config.values.auth.apiKeyRateLimit;
    const { totalHits, timeToExpire, isBlocked } = await this.rates.increment(
      `api-key:${keyId}`,
      API_KEY_RATE_WINDOW_S * 1000,
      limit,
      0,
      "api-key",
    );
    const reset = Math.max(timeToExpire, 1);
    response.setHeader("RateLimit-Limit", String(limit));
    response.setHeader("RateLimit-Remaining", String(Math.max(limit - totalHits, 0)));
    response.setHeader("RateLimit-Reset", String(reset));
    response.setHeader("RateLimit-Policy", `${limit};w=${API_KEY_RATE_WINDOW_S}`);
    if (isBlocked) {
      response.setHeader("Retry-After", String(reset));
      throw new ThrottlerException();
    }
  }
}
