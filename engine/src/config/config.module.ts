import { type DynamicModule, Global, Module } from "@nestjs/common";
import { AppConfig, type Config } from "./config";

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Config): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: new AppConfig(config) }], exports: [AppConfig] };
  }
}
