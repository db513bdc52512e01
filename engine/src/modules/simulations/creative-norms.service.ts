import { CREATIVE_FORMATS, type CreativeFormat, ownNormSetName, OWN_NORMS_MIN_CREATIVES } from "@adsight/shared";
import { Injectable, Logger } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource, EntityManager } from "typeorm";
import { AppConfig } from "#src/config/config";
import type { ScoreKind } from "#src/simulation/results/creative-scores";
import type { OwnNorms } from "#src/simulation/results/norms";
import { CreativeNormScore } from "./creative-norm-score.entity";
import type { StoredResult } from "./simulation-result.entity";

const FRACTIONS = Array.from({ length: 101 }, (_, i) => i / 100);
const FORMAT_IDS = new Set<string>(CREATIVE_FORMATS.map((format) => format.id));

interface QuantileRow {
  format: string;
  size: number;
  clarity: number[];
  appeal: number[];
  overall: number[];
}

/** Anonymised rows in; out, only a format's count and quantiles, cached so a read of results costs no query. */
@Injectable()
export class CreativeNormsService {
  private readonly logger = new Logger(CreativeNormsService.name);
  private cached: { at: number; norms: OwnNorms } | null = null;
  private loading: Promise<OwnNorms> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The finished image's scores, in the transaction that stores its result; older or partial results add nothing. */
  async record(manager: EntityManager, data: StoredResult): Promise<void> {
    const { creative_format: format, clarity_score: clarity, appeal_score: appeal, overall_score: overall } = data;
    if (format === null || clarity === null || appeal === null || overall === null) return;
    await manager.insert(CreativeNormScore, { format, clarity, appeal, overall });
  }

  /** null when operators switched own norms off (OWN_NORMS=false): every percentile reads the development sets. */
  async current(): Promise<OwnNorms | null> {
    const { own, refreshMs } = this.config.values.norms;
    if (!own) return null;
    if (this.cached && Date.now() - this.cached.at < refreshMs) return this.cached.norms;
    this.loading ??= this.load().finally(() => (this.loading = null));
    try {
      return await this.loading;
    } catch (error) {
      if (!this.cached) throw error;
      this.logger.warn(`Own norms not refreshed, the previous ones kept: ${String(error)}`);
      return this.cached.norms;
    }
  }

  private async load(): Promise<OwnNorms> {
    const rows: QuantileRow[] = await this.dataSource.query(
      `SELECT "format", count(*)::int AS "size",
              percentile_cont($1::float8[]) WITHIN GROUP (ORDER BY "clarity") AS "clarity",
              percentile_cont($1::float8[]) WITHIN GROUP (ORDER BY "appeal") AS "appeal",
              percentile_cont($1::float8[]) WITHIN GROUP (ORDER BY "overall") AS "overall"
       FROM "creative_norm_scores" GROUP BY "format" HAVING count(*) >= $2`,
      [FRACTIONS, OWN_NORMS_MIN_CREATIVES],
    );
    const norms: OwnNorms = {};
    for (const row of rows) {
      if (!FORMAT_IDS.has(row.format)) continue;
      const format = row.format as CreativeFormat;
      const table = (kind: ScoreKind) => ({
        name: ownNormSetName(format),
        size: row.size,
        quantiles: row[kind].map((q) => Math.round(q * 10) / 10),
      });
      norms[format] = { clarity: table("clarity"), appeal: table("appeal"), overall: table("overall") };
    }
    this.cached = { at: Date.now(), norms };
    return norms;
  }
}
