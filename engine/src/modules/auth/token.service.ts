import { createHash } from "node:crypto";
import { Injectable } from "@nestjs/common";
import { JwtService } from "@nestjs/jwt";
import { AppConfig } from "../../config/config";

type Purpose = "access" | "password-reset";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Claims {
  sub: string;
  purpose: Purpose;
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

  accessToken(userId: string): Promise<string> {
    const minutes = this.config.values.auth.accessTokenExpireMinutes;
    return this.sign({ sub: userId, purpose: "access" }, minutes * 60);
  }

  resetToken(userId: string, passwordHash: string | null): Promise<string> {
    const hours = this.config.values.auth.resetTokenExpireHours;
    return this.sign({ sub: userId, purpose: "password-reset", pwd: passwordFingerprint(passwordHash) }, hours * 3600);
  }

  /** The user id of a valid, unexpired access token, or null. */
  async verifyAccess(token: string): Promise<string | null> {
    return (await this.verify(token, "access"))?.sub ?? null;
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
      return claims.purpose === purpose && typeof claims.sub === "string" && UUID.test(claims.sub) ? claims : null;
    } catch {
      return null;
    }
  }
}
