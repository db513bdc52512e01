import { CORRELATION_HEADER } from "@adsight/shared";
import { type DynamicModule, Module } from "@nestjs/common";
import { APP_FILTER, APP_PIPE, DiscoveryModule } from "@nestjs/core";
import { ThrottlerModule } from "@nestjs/throttler";
import { TypeOrmModule } from "@nestjs/typeorm";
import { LoggerModule } from "nestjs-pino";
import type { DestinationStream } from "pino";
import type { Options } from "pino-http";
import { HttpErrorFilter } from "#src/common/http-error.filter";
import { credentialRedaction } from "#src/common/log-redaction";
import { ZodValidationPipe } from "#src/common/zod-validation.pipe";
import type { Config } from "#src/config/config";
import { ConfigModule } from "#src/config/config.module";
import { dataSourceOptions } from "#src/database/database";
import { ApiKeysModule } from "#src/modules/api-keys/api-keys.module";
import { AuthModule } from "#src/modules/auth/auth.module";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { DraftsModule } from "#src/modules/drafts/drafts.module";
import { HealthModule } from "#src/modules/health/health.module";
import { ItemsModule } from "#src/modules/items/items.module";
import { SimulationsModule } from "#src/modules/simulations/simulations.module";
import { PredictionsModule } from "#src/modules/predictions/predictions.module";
import { RecommendationsModule } from "#src/modules/recommendations/recommendations.module";
import { ItemResultsModule } from "#src/modules/item-results/item-results.module";
import { RecommendationsWorkerModule } from "#src/modules/recommendations/worker/recommendations-worker.module";
import { WorkerModule } from "#src/modules/simulations/worker/worker.module";
import { ReportsModule } from "#src/modules/reports/reports.module";
import { SetupModule } from "#src/modules/setup/setup.module";
import { CreativesModule } from "#src/modules/creatives/creatives.module";
import { UsersModule } from "#src/modules/users/users.module";
import { WebhookWorkerModule } from "#src/modules/webhooks/webhook-worker.module";
import { WebhooksModule } from "#src/modules/webhooks/webhooks.module";

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
        DraftsModule,
        SimulationsModule,
        CreativesModule,
        ReportsModule,
        PredictionsModule,
        RecommendationsModule,
        ItemResultsModule,
        WebhooksModule,
        ...(config.webhooks.worker ? [WebhookWorkerModule] : []),
        // Every role serves the API and enqueues; ENGINE_MODE worker or all also consumes the queue with the model.
        ...(config.mode !== "api" ? [WorkerModule, RecommendationsWorkerModule] : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
    };
  }
}
