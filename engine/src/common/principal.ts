import { isAdmin } from "@adsight/shared";
import { createParamDecorator, type ExecutionContext, SetMetadata } from "@nestjs/common";
import type { Request } from "express";

/**
 * The signed-in caller as the auth guard established it: the account's id and roles, the token version its access
 * token was signed with (sessions only), and which API key it used (API clients only). Features that need more of
 * the account load it from users.
 */
export interface Principal {
  id: string;
  isSuperuser: boolean;
  isOwner: boolean;
  tokenVersion: number;
  via: "session" | "api-key";
  keyId: string | null;
}

export const IS_ADMIN = "auth:admin";

/** The route needs a superuser (the owner is always one). */
export const AdminOnly = () => SetMetadata(IS_ADMIN, true);

export interface AuthenticatedRequest extends Request {
  user: Principal;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

/**
 * Who may see or change what: the one rule behind campaigns, jobs, their event streams, stored images, accounts
 * and the administrators' routes. Plain functions on the principal: no query of their own.
 */
export function seesEverything(principal: Principal): boolean {
  return isAdmin({ is_superuser: principal.isSuperuser, is_owner: principal.isOwner });
}

/** Whether `principal` may see or change something `ownerId` owns (an account owns itself). */
export function mayAccess(principal: Principal, ownerId: string): boolean {
  return ownerId === principal.id || seesEverything(principal);
}
