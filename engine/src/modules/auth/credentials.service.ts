import { Injectable } from "@nestjs/common";
import type { Response } from "express";
import passport from "passport";
import type { Credential, IdentifiedRequest, Identity } from "./credential";
import { ApiKeyStrategy } from "./strategies/api-key.strategy";
import { JwtStrategy } from "./strategies/jwt.strategy";

const STRATEGY: Record<Credential["kind"], string> = { "access-token": "jwt", "api-key": "api-key" };

@Injectable()
export class CredentialsService {
  // The app's own authenticator, not Passport's global one: test processes run apps with different secrets side by side.
  private readonly passport = new passport.Authenticator();

  constructor(jwt: JwtStrategy, apiKey: ApiKeyStrategy) {
    this.passport.use(STRATEGY["access-token"], jwt);
    this.passport.use(STRATEGY["api-key"], apiKey);
  }

  // The user's own state (active, version) is the guard's to check.
  identify(request: IdentifiedRequest, credential: Credential): Promise<Identity | null> {
    request.presented = credential;
    return new Promise((resolve, reject) => {
      const authenticate = this.passport.authenticate(
        STRATEGY[credential.kind],
        { session: false },
        (error: unknown, identity: Identity | false) => {
          if (error) reject(error instanceof Error ? error : new Error("Authentication failed"));
          else resolve(identity || null);
        },
      ) as (request: IdentifiedRequest, response: Response | undefined, next: (error?: unknown) => void) => void;
      authenticate(request, request.res, reject);
    });
  }
}
