import { migrations } from "@adsight/migrations";
import type { DataSourceOptions } from "typeorm";
import type { Config } from "#src/config/config";
import { ApiKey } from "#src/modules/api-keys/api-key.entity";
import { CampaignDraft } from "#src/modules/drafts/campaign-draft.entity";
import { CreditLedgerEntry } from "#src/modules/credits/credit-ledger.entity";
import { Item } from "#src/modules/items/item.entity";
import { CreativeNormScore } from "#src/modules/simulations/creative-norm-score.entity";
import { SimulationJob } from "#src/modules/simulations/simulation-job.entity";
import { SimulationResult } from "#src/modules/simulations/simulation-result.entity";
import { SimulationVideoResult } from "#src/modules/simulations/simulation-video-result.entity";
import { SimulationViewers } from "#src/modules/simulations/simulation-viewers.entity";
import { CampaignImage } from "#src/modules/creatives/campaign-image.entity";
import { ResultImage } from "#src/modules/creatives/result-image.entity";
import { RecommendationRow } from "#src/modules/recommendations/recommendation.entity";
import { RecommendationRunRow } from "#src/modules/recommendations/recommendation-run.entity";
import { User } from "#src/modules/users/user.entity";

export const ENTITIES = [
  User,
  Item,
  CreditLedgerEntry,
  ApiKey,
  CampaignDraft,
  CampaignImage,
  SimulationJob,
  SimulationResult,
  SimulationVideoResult,
  ResultImage,
  SimulationViewers,
  CreativeNormScore,
  RecommendationRunRow,
  RecommendationRow,
];

export function dataSourceOptions(config: Config): DataSourceOptions {
  return {
    type: "postgres",
    url: config.database.url,
    entities: ENTITIES,
    migrations,
    migrationsRun: config.database.migrationsRun,
    migrationsTransactionMode: "all",
    synchronize: false,
    // Failed queries reach the error filter, which logs the unexpected ones; expected ones (a unique race) stay quiet.
    logging: ["warn"],
  };
}
