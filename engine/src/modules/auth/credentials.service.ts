import { API_KEY_PREFIX } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import type { Request } from "express";
import { ApiKeysService } from "../api-keys/api-keys.service";
import { TokenService } from "./token.service";

export interface Credential {
  kind: "access-token" | "api-key";
  value: string;
}

/** Whose request it is: an access token's user and token version, or an API key's user and key. */
export type Identity = { userId: string; tokenVersion: number; keyId?: undefined } | { userId: string; keyId: string; tokenVersion?: undefined };

/** A request whose credential was already checked (by the middleware in front of the body parsers). */
export interface IdentifiedRequest extends Request {
  identified?: { credential: string; identity: Identity };
}

/**
 * The credential a request carries: `X-API-Key`, or `Authorization: Bearer` holding an access token or an API key
 * (told apart by the key prefix), or `?token=` / `?access_token=` (access tokens only) where the route accepts it.
 */
export function credentialOf(request: Request, queryAllowed: boolean): Credential | undefined {
  const apiKey = request.header("x-api-key");
  if (apiKey) return { kind: "api-key", value: apiKey };
  const [scheme, value] = (request.header("authorization") ?? "").split(" ");
  if (scheme?.toLowerCase() === "bearer" && value) return { kind: value.startsWith(API_KEY_PREFIX) ? "api-key" : "access-token", value };
  if (!queryAllowed) return undefined;
  const { token, access_token: accessToken } = request.query;
  const fromQuery = token ?? accessToken;
  return typeof fromQuery === "string" && fromQuery ? { kind: "access-token", value: fromQuery } : undefined;
}

@Injectable()
export class CredentialsService {
  constructor(
    private readonly tokens: TokenService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  /** The identity behind a valid credential, or null. The user's own state (active, version) is the guard's to check. */
  async identify(credential: Credential): Promise<Identity | null> {
    if (credential.kind === "api-key") return this.apiKeys.authenticate(credential.value);
    const claims = await this.tokens.verifyAccess(credential.value);
    return claims ? { userId: claims.userId, tokenVersion: claims.version } : null;
  }
}
