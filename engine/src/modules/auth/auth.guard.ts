import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from "@nestjs/common";
import { Reflector } from "@nestjs/core";
import type { Request } from "express";
import { type AuthenticatedRequest, IS_ADMIN, IS_PUBLIC, QUERY_TOKEN } from "../../common/auth.decorators";
import { UsersRepository } from "../users/users.repository";
import { USER_MESSAGES } from "../users/users.service";
import { TokenService } from "./token.service";

export const AUTH_MESSAGES = {
  missing: "Not authenticated",
  invalid: "Could not validate credentials",
  inactive: "Inactive user",
} as const;

/** The bearer token of a request; also `?token=` / `?access_token=` where the route accepts it. */
export function credentialOf(request: Request, queryAllowed: boolean): string | undefined {
  const [scheme, value] = (request.header("authorization") ?? "").split(" ");
  if (scheme?.toLowerCase() === "bearer" && value) return value;
  if (!queryAllowed) return undefined;
  const { token, access_token: accessToken } = request.query;
  const fromQuery = token ?? accessToken;
  return typeof fromQuery === "string" && fromQuery ? fromQuery : undefined;
}

/** Global: every route needs a valid bearer token unless marked @Public(); @AdminOnly() routes need a superuser. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = credentialOf(request, this.reflector.getAllAndOverride<boolean>(QUERY_TOKEN, targets) ?? false);
    if (!token) throw new UnauthorizedException(AUTH_MESSAGES.missing);
    const claims = await this.tokens.verifyAccess(token);
    const user = claims ? await this.users.findById(claims.userId) : null;
    // A token from before the latest password change or reset is no longer valid.
    if (!user || user.tokenVersion !== claims?.version) throw new UnauthorizedException(AUTH_MESSAGES.invalid);
    if (!user.isActive) throw new ForbiddenException(AUTH_MESSAGES.inactive);
    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN, targets) && !user.isSuperuser) {
      throw new ForbiddenException(USER_MESSAGES.forbidden);
    }
    request.user = user;
    return true;
  }

}
