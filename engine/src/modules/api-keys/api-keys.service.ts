import { createHash, randomBytes } from "node:crypto";
import { API_KEY_MESSAGES, API_KEY_PREFIX, API_KEY_SHOWN_CHARS, type ApiKeyCreated, type ApiKeyPublic } from "@adsight/shared";
import { Injectable, NotFoundException } from "@nestjs/common";
import type { ApiKey } from "./api-key.entity";
import { ApiKeysRepository } from "./api-keys.repository";
import type { Principal } from "#src/common/principal";

// `last_used_at` is written at most this often per key.
const USE_RESOLUTION_MS = 60_000;

// Keys are 32 random bytes: a plain SHA-256 cannot be reversed or guessed, and checks stay one indexed lookup.
function hashOf(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function toPublic(key: ApiKey): ApiKeyPublic {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class ApiKeysService {
  constructor(private readonly keys: ApiKeysRepository) {}

  // The whole key is in this answer only.
  async create(user: Principal, name: string): Promise<ApiKeyCreated> {
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
    const stored = await this.keys.insert({
      userId: user.id,
      name,
      prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS),
      keyHash: hashOf(key),
    });
    return { ...toPublic(stored), key };
  }

  async list(user: Principal): Promise<ApiKeyPublic[]> {
    return (await this.keys.listOf(user.id)).map(toPublic);
  }

  // Anyone else's key is simply not found.
  async revoke(user: Principal, id: string): Promise<void> {
    if (!(await this.keys.delete(user.id, id))) throw new NotFoundException(API_KEY_MESSAGES.notFound);
  }

  async authenticate(key: string): Promise<{ keyId: string; userId: string } | null> {
    if (!key.startsWith(API_KEY_PREFIX)) return null;
    const stored = await this.keys.findByHash(hashOf(key));
    if (!stored) return null;
    await this.keys.touch(stored.id, new Date(), USE_RESOLUTION_MS);
    return { keyId: stored.id, userId: stored.userId };
  }
}
