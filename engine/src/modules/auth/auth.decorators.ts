import { createParamDecorator, type ExecutionContext, SetMetadata } from "@nestjs/common";
import type { Request } from "express";
import type { User } from "#src/modules/users/user.entity";

export const IS_ADMIN = "auth:admin";

/** The route needs a superuser (the owner is always one). */
export const AdminOnly = () => SetMetadata(IS_ADMIN, true);

export interface AuthenticatedRequest extends Request {
  user: User;
}

/** The signed-in user the global guard loaded. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
