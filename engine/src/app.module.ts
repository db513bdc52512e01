import { type DynamicModule, Module } from "@nestjs/common";
import { APP_FILTER, APP_PIPE } from "@nestjs/core";
import { ThrottlerModule } from "@nestjs/throttler";
import { TypeOrmModule } from "@nestjs/typeorm";
import { LoggerModule } from "nestjs-pino";
import { CORRELATION_HEADER } from "./common/http-middleware";
import { HttpErrorFilter } from "./common/http-error.filter";
import { ZodValidationPipe } from "./common/zod-validation.pipe";
import type { Config } from "./config/config";
import { ConfigModule } from "./config/config.module";
import { dataSourceOptions } from "./database/database";
import { AuthModule } from "./modules/auth/auth.module";
import { CreditsModule } from "./modules/credits/credits.module";
import { HealthModule } from "./modules/health/health.module";
import { ItemsModule } from "./modules/items/items.module";
import { SetupModule } from "./modules/setup/setup.module";
import { SimulationsModule } from "./modules/simulations/simulations.module";
import { UsersModule } from "./modules/users/users.module";
import { WorkersModule } from "./workers/workers.module";

@Module({})
export class AppModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (request) => String(request.headers[CORRELATION_HEADER] ?? ""),
            autoLogging: { ignore: (request) => request.url === "/metrics" || (request.url ?? "").includes("/utils/") },
            redact: ["req.headers.authorization", "req.headers.cookie"],
          },
        }),
        TypeOrmModule.forRoot(dataSourceOptions(config)),
        ThrottlerModule.forRoot({
          throttlers: [{ ttl: config.auth.loginRateTtlSeconds * 1000, limit: config.auth.loginRateLimit }],
        }),
        CreditsModule,
        UsersModule,
        AuthModule,
        ItemsModule,
        HealthModule,
        SetupModule,
        SimulationsModule,
        ...(config.mode === "api" ? [] : [WorkersModule]),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
      ],
    };
  }
}
