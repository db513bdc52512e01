import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from "@nestjs/common";
import { ApiSecurity } from "@nestjs/swagger";
import type { Request } from "express";
import type { User } from "#src/modules/users/user.entity";

export const IS_PUBLIC = "auth:public";
export const IS_ADMIN = "auth:admin";
export const QUERY_TOKEN = "auth:query-token";

/** The route needs no token (and the OpenAPI document says so: an empty security requirement). */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}));
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
