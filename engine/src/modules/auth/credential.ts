import { API_KEY_PREFIX } from "@adsight/shared";
import type { Request } from "express";

export interface Credential {
  kind: "access-token" | "api-key";
  value: string;
}

export type Identity =
  { userId: string; tokenVersion: number; keyId?: undefined } | { userId: string; keyId: string; tokenVersion?: undefined };

export interface IdentifiedRequest extends Request {
  presented?: Credential;
  // Set in front of the body parsers, so the guard does not verify the same credential again.
  identified?: { credential: string; identity: Identity };
}

// A bearer value is an access token or an API key, told apart by the key prefix.
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

export function presentedCredential(request: Request, kind: Credential["kind"]): string | null {
  const presented = (request as IdentifiedRequest).presented;
  return presented?.kind === kind ? presented.value : null;
}
