import { Injectable } from "@nestjs/common";
import { PassportStrategy } from "@nestjs/passport";
import type { Request } from "express";
import { Strategy } from "passport-jwt";
import { AppConfig } from "#src/config/config";
import { type Identity, presentedCredential } from "../credential";
import { type Claims, claimsFor, TOKEN_ALGORITHM, tokenKey } from "../token.service";

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, "jwt") {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: (request: Request) => presentedCredential(request, "access-token"),
      // passport-jwt hands it to jsonwebtoken, which takes a key object (its types say string or Buffer only).
      secretOrKey: tokenKey(config) as unknown as Buffer,
      algorithms: [TOKEN_ALGORITHM],
    });
  }

  validate(payload: Claims): Identity | null {
    const claims = claimsFor("access", payload);
    return claims && typeof claims.ver === "number" ? { userId: claims.sub, tokenVersion: claims.ver } : null;
  }
}
