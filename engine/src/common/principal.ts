import { isAdmin } from "@adsight/shared";
import { createParamDecorator, type ExecutionContext, SetMetadata } from "@nestjs/common";
import type { Request } from "express";

// Features that need more of the account load it from users.
export interface Principal {
  id: string;
  isSuperuser: boolean;
  isOwner: boolean;
  tokenVersion: number;
  via: "session" | "api-key";
  keyId: string | null;
}

export const IS_ADMIN = "auth:admin";

export const AdminOnly = () => SetMetadata(IS_ADMIN, true);

export interface AuthenticatedRequest extends Request {
  user: Principal;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

// The one access rule behind campaigns, jobs, event streams, stored images, accounts and the administrators' routes.
export function seesEverything(principal: Principal): boolean {
  return isAdmin({ is_superuser: principal.isSuperuser, is_owner: principal.isOwner });
}

export function mayAccess(principal: Principal, ownerId: string): boolean {
  return ownerId === principal.id || seesEverything(principal);
}
