import { createHash, createSecretKey, type KeyObject } from "node:crypto";
import { Injectable } from "@nestjs/common";
import { JwtService } from "@nestjs/jwt";
import { AppConfig } from "#src/config/config";

type Purpose = "access" | "password-reset";

// Signs every token, and the only algorithm accepted.
export const TOKEN_ALGORITHM = "HS256";

// A key object, not the string: given a string, jsonwebtoken first tries (and fails) to read it as a public key on
// every verify, which cost more than the rest of the check together.
export function tokenKey(config: AppConfig): KeyObject {
  return createSecretKey(Buffer.from(config.values.auth.secretKey));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Claims {
  sub: string;
  purpose: Purpose;
  // Access tokens: the user's token version when signed (a password change bumps it).
  ver?: number;
  exp?: number;
  // Reset tokens: a fingerprint of the password hash, so the token dies once the password changes.
  pwd?: string;
}

// The JWT library checks `exp` only when it is there: a token that never expires is refused here.
export function claimsFor(purpose: Purpose, claims: Claims): Claims | null {
  if (typeof claims.exp !== "number") return null;
  return claims.purpose === purpose && typeof claims.sub === "string" && UUID.test(claims.sub) ? claims : null;
}

export function passwordFingerprint(hash: string | null): string {
  return createHash("sha256")
    .update(hash ?? "no-password")
    .digest("base64url")
    .slice(0, 16);
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  accessToken(userId: string, tokenVersion: number): Promise<string> {
    const minutes = this.config.values.auth.accessTokenExpireMinutes;
    return this.sign({ sub: userId, purpose: "access", ver: tokenVersion }, minutes * 60);
  }

  resetToken(userId: string, passwordHash: string | null): Promise<string> {
    const hours = this.config.values.auth.resetTokenExpireHours;
    return this.sign({ sub: userId, purpose: "password-reset", pwd: passwordFingerprint(passwordHash) }, hours * 3600);
  }

  async verifyReset(token: string): Promise<{ userId: string; fingerprint: string } | null> {
    const claims = await this.verify(token, "password-reset");
    return claims?.pwd ? { userId: claims.sub, fingerprint: claims.pwd } : null;
  }

  private sign(claims: Claims, expiresInSeconds: number): Promise<string> {
    return this.jwt.signAsync({ ...claims }, { expiresIn: expiresInSeconds });
  }

  private async verify(token: string, purpose: Purpose): Promise<Claims | null> {
    try {
      return claimsFor(purpose, await this.jwt.verifyAsync<Claims>(token, { algorithms: [TOKEN_ALGORITHM] }));
    } catch {
      return null;
    }
  }
}
