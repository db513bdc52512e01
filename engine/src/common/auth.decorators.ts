import { createParamDecorator, type ExecutionContext, SetMetadata } from "@nestjs/common";
import type { Request } from "express";
import type { User } from "../modules/users/user.entity";

export const IS_PUBLIC = "auth:public";
export const IS_ADMIN = "auth:admin";
export const QUERY_TOKEN = "auth:query-token";

/** The route needs no token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** The route needs a superuser (the owner is always one). */
export const AdminOnly = () => SetMetadata(IS_ADMIN, true);
/** The route also accepts the access token as `?token=` (EventSource cannot send headers). */
export const AcceptsQueryToken = () => SetMetadata(QUERY_TOKEN, true);

export interface AuthenticatedRequest extends Request {
  user: User;
}

/** The signed-in user the global guard loaded. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
