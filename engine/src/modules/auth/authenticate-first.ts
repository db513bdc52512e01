import { AUTH_MESSAGES } from "@adsight/shared";
import { UnauthorizedException } from "@nestjs/common";
import type { NextFunction, RequestHandler, Response } from "express";
import { errorBody } from "#src/common/http-error.filter";
import type { RouteTable } from "#src/common/route-table";
import { credentialOf, type IdentifiedRequest } from "./credential";
import type { CredentialsService } from "./credentials.service";

// Before the body parsers, so anonymous clients cannot make the engine parse large bodies (parsing cannot wait for the
// guard: the login throttler keys on the posted username). Only the credential is checked; the guard applies the rest.
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
