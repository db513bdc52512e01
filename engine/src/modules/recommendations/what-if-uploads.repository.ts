import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";

// A what-if upload lives only while its preview is computed: the worker reads it by oid, the API removes it after.
@Injectable()
export class WhatIfUploadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async keep(bytes: Buffer): Promise<string> {
    const [{ oid }] = await this.dataSource.query<{ oid: string }[]>(`SELECT lo_from_bytea(0, $1)::bigint AS "oid"`, [bytes]);
    return oid;
  }

  async read(oid: string): Promise<Buffer | null> {
    const [row] = await this.dataSource.query<{ bytes: Buffer }[]>(
      `SELECT lo_get("oid") AS "bytes" FROM pg_largeobject_metadata WHERE "oid" = $1::bigint::oid`,
      [oid],
    );
    return row?.bytes ?? null;
  }

  async drop(oid: string): Promise<void> {
    await this.dataSource.query(`SELECT lo_unlink("oid") FROM pg_largeobject_metadata WHERE "oid" = $1::bigint::oid`, [oid]);
  }
}
