import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_HOURS, IDEMPOTENT_REPLAY_HEADER } from "@adsight/shared";
import { applyDecorators } from "@nestjs/common";
import { ApiHeader, ApiResponse } from "@nestjs/swagger";
import { ErrorDto } from "#src/common/openapi";

export const ApiIdempotent = () =>
  applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description:
        `Any unique string (a UUID): the same key and body from the same account within ${IDEMPOTENCY_TTL_HOURS} h answers ` +
        `the first answer again, with ${IDEMPOTENT_REPLAY_HEADER}: true, and never starts or charges twice. The same key ` +
        "with a different body is a 422.",
    }),
    ApiResponse({ status: 409, type: ErrorDto, description: IDEMPOTENCY_MESSAGES.inProgress }),
  );
