import { migrations } from "@adsight/migrations";
import type { DataSourceOptions } from "typeorm";
import type { Config } from "../config/config";
import { ApiKey } from "../modules/api-keys/api-key.entity";
import { CreditLedgerEntry } from "../modules/credits/credit-ledger.entity";
import { Item } from "../modules/items/item.entity";
import { SIMULATION_ENTITIES } from "../modules/simulations/entities/simulation.entities";
import { User } from "../modules/users/user.entity";

/** Every entity, listed explicitly; feature modules that add tables append theirs here. */
export const ENTITIES = [User, Item, CreditLedgerEntry, ApiKey, ...SIMULATION_ENTITIES];

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
