import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import type { Repository } from "typeorm";
import { ApiKey } from "./api-key.entity";

@Injectable()
export class ApiKeysRepository {
  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  async insert(values: Pick<ApiKey, "userId" | "name" | "prefix" | "keyHash">): Promise<ApiKey> {
    const result = await this.keys.insert(values);
    return this.keys.findOneByOrFail({ id: (result.identifiers[0] as { id: string }).id });
  }

  listOf(userId: string): Promise<ApiKey[]> {
    return this.keys.find({ where: { userId }, order: { createdAt: "DESC", id: "DESC" } });
  }

  findByHash(keyHash: string): Promise<ApiKey | null> {
    return this.keys.findOneBy({ keyHash });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.keys.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  // At most once per `resolutionMs`, so that a busy client does not write on every request.
  async touch(id: string, now: Date, resolutionMs: number): Promise<void> {
    await this.keys
      .createQueryBuilder()
      .update()
      .set({ lastUsedAt: now })
      .where(`"id" = :id AND ("last_used_at" IS NULL OR "last_used_at" < :stale)`, { id, stale: new Date(now.getTime() - resolutionMs) })
      .execute();
  }
}
