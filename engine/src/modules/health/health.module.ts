import { type MiddlewareConsumer, Module, type NestModule } from "@nestjs/common";
import { TerminusModule } from "@nestjs/terminus";
import { HealthController } from "./health.controller";
import { HttpMetricsMiddleware, MetricsController, MetricsService } from "./metrics";
import { RedisHealthIndicator } from "./redis.health";
import { SimulationBackendHealth } from "./simulation-backend.health";

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, MetricsController],
  providers: [RedisHealthIndicator, MetricsService, SimulationBackendHealth],
  exports: [MetricsService, SimulationBackendHealth],
})
export class HealthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes("{*path}");
  }
}
