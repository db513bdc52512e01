import { createHash } from "node:crypto";
import { Injectable } from "@nestjs/common";
import { JwtService } from "@nestjs/jwt";
import { AppConfig } from "../../config/config";

type Purpose = "access" | "password-reset";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Claims {
  sub: string;
  purpose: Purpose;
  /** Access tokens only: the user's token version when it was signed (a password change bumps it). */
  ver?: number;
  exp?: number;
  /** Reset tokens only: a fingerprint of the password hash, so the token dies once the password changes. */
  pwd?: string;
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

  /** The user and token version of a valid, unexpired access token, or null. */
  async verifyAccess(token: string): Promise<{ userId: string; version: number } | null> {
    const claims = await this.verify(token, "access");
    return claims && typeof claims.ver === "number" ? { userId: claims.sub, version: claims.ver } : null;
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
      const claims = await this.jwt.verifyAsync<Claims>(token, { algorithms: ["HS256"] });
      // The library checks `exp` only when it is there; a token that never expires is refused here.
      if (typeof claims.exp !== "number") return null;
      return claims.purpose === purpose && typeof claims.sub === "string" && UUID.test(claims.sub) ? claims : null;
    } catch {
      return null;
    }
  }
}
