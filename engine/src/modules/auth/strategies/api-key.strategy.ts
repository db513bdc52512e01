import { Injectable } from "@nestjs/common";
import { PassportStrategy } from "@nestjs/passport";
import type { Request } from "express";
import passport from "passport";
import { ApiKeysService } from "#src/modules/api-keys/api-keys.service";
import { type Identity, presentedCredential } from "../credential";

type Verify = (key: string, done: (error: unknown, identity?: Identity | null) => void) => void;

class ApiKeyPassportStrategy extends passport.Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(request: Request): void {
    const key = presentedCredential(request, "api-key");
    if (!key) return this.fail(401);
    this.verify(key, (error, identity) => {
      if (error) this.error(error);
      else if (identity) this.success(identity);
      else this.fail(401);
    });
  }
}

@Injectable()
export class ApiKeyStrategy extends PassportStrategy(ApiKeyPassportStrategy, "api-key") {
  constructor(private readonly apiKeys: ApiKeysService) {
    super();
  }

  validate(key: string): Promise<Identity | null> {
    return this.apiKeys.authenticate(key);
  }
}
