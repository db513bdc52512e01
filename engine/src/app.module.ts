import { CORRELATION_HEADER } from "@adsight/shared";
import { type DynamicModule, Module } from "@nestjs/common";
import { APP_FILTER, APP_PIPE, DiscoveryModule } from "@nestjs/core";
import { ThrottlerModule } from "@nestjs/throttler";
import { TypeOrmModule } from "@nestjs/typeorm";
import { LoggerModule } from "nestjs-pino";
import type { DestinationStream } from "pino";
import type { Options } from "pino-http";
import { HttpErrorFilter } from "./common/http-error.filter";
import { credentialRedaction } from "./common/log-redaction";
import { ZodValidationPipe } from "./common/zod-validation.pipe";
import type { Config } from "./config/config";
import { ConfigModule } from "./config/config.module";
import { dataSourceOptions } from "./database/database";
import { ApiKeysModule } from "./modules/api-keys/api-keys.module";
import { AuthModule } from "./modules/auth/auth.module";
import { CreditsModule } from "./modules/credits/credits.module";
import { HealthModule } from "./modules/health/health.module";
import { ItemsModule } from "./modules/items/items.module";
import { PredictionsModule } from "./modules/predictions/predictions.module";
import { SetupModule } from "./modules/setup/setup.module";
import { SimulationsModule } from "./modules/simulations/simulations.module";
import { UsersModule } from "./modules/users/users.module";

function httpLogOptions(config: Config): Options {
  return {
    level: config.logLevel,
    genReqId: (request) => String(request.headers[CORRELATION_HEADER] ?? ""),
    autoLogging: { ignore: (request) => request.url === "/metrics" || (request.url ?? "").includes("/utils/") },
    ...credentialRedaction,
  };
}

@Module({})
export class AppModule {
  /** `logStream` replaces standard output as the log destination (tests read the lines from it). */
  static forRoot(config: Config, logStream?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // The HTTP layer reads the routes' auth and body-limit metadata before routing (RouteTable).
        DiscoveryModule,
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: logStream ? [httpLogOptions(config), logStream] : httpLogOptions(config) }),
        TypeOrmModule.forRoot(dataSourceOptions(config)),
        ThrottlerModule.forRoot({
          throttlers: [{ ttl: config.auth.loginRateTtlSeconds * 1000, limit: config.auth.loginRateLimit }],
        }),
        CreditsModule,
        UsersModule,
        AuthModule,
        ApiKeysModule,
        ItemsModule,
        HealthModule,
        SetupModule,
        SimulationsModule.forRoot(config.mode),
        PredictionsModule.forRoot(config.mode),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
    };
  }
}
