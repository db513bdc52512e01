import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "@adsight/shared";
import { createParamDecorator, type ExecutionContext } from "@nestjs/common";
import type { Response } from "express";
import type { AuthenticatedRequest } from "#src/common/principal";
import type { KeyOwner } from "./idempotency.repository";

// What IdempotencyService.run needs of a request: whose key under which route, the key if sent, and how to mark a replay.
export interface IdempotentCall {
  owner: Omit<KeyOwner, "key">;
  key: string | undefined;
  markReplay: () => void;
}

// `scope` names the route ("POST /predictions"): a key is one account's, for one route.
export const Idempotent = createParamDecorator((scope: string, context: ExecutionContext): IdempotentCall => {
  const http = context.switchToHttp();
  const request = http.getRequest<AuthenticatedRequest>();
  const response = http.getResponse<Response>();
  return {
    owner: { userId: request.user.id, scope },
    key: request.get(IDEMPOTENCY_HEADER),
    markReplay: () => response.setHeader(IDEMPOTENT_REPLAY_HEADER, "true"),
  };
});
