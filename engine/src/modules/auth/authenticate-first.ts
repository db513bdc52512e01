import { AUTH_MESSAGES } from "@adsight/shared";
import { UnauthorizedException } from "@nestjs/common";
import type { NextFunction, RequestHandler, Response } from "express";
import { errorBody } from "#src/common/http-error.filter";
import type { RouteTable } from "#src/common/route-table";
import { credentialOf, type IdentifiedRequest } from "./credential";
import type { CredentialsService } from "./credentials.service";

/**
 * Runs before the body parsers: a request for a route that needs a token and carries no valid one is answered
 * 401 (the guard's own answer) without reading its body, so anonymous clients cannot make the engine buffer and
 * parse large bodies. We check here rather than defer parsing past the guard because the login throttler (a
 * guard) keys on the posted username and must see a parsed body. Only the credential itself is checked (a token's
 * signature and expiry, an API key's existence): the guard still loads the user and applies every other rule.
 */
export function authenticateFirst(routes: RouteTable, credentials: CredentialsService): RequestHandler {
  const refuse = (response: Response, message: string) => {
    const exception = new UnauthorizedException(message);
    response.status(exception.getStatus()).json(errorBody(exception));
  };
  return (request: IdentifiedRequest, response: Response, next: NextFunction) => {
    const candidates = routes.match(request.method, request.path);
    if (candidates.length === 0 || candidates.some((route) => route.isPublic)) {
      next();
      return;
    }
    const credential = credentialOf(
      request,
      candidates.some((route) => route.acceptsQueryToken),
    );
    if (!credential) {
      refuse(response, AUTH_MESSAGES.missing);
      return;
    }
    credentials.identify(request, credential).then(
      (identity) => {
        if (!identity) return refuse(response, AUTH_MESSAGES.invalid);
        // The guard reuses it rather than verify the token or look the key up a second time.
        request.identified = { credential: credential.value, identity };
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
