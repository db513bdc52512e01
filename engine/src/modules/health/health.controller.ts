import { Controller, Get, Header } from "@nestjs/common";
import { ApiTags } from "@nestjs/swagger";
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from "@nestjs/terminus";
import { Public } from "#src/common/route-access";
import { AppConfig } from "#src/config/config";
import { RedisHealthIndicator } from "./redis.health";
import { SimulationBackendHealth } from "./simulation-backend.health";

@ApiTags("utils")
@Controller("utils")
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly simulation: SimulationBackendHealth,
    private readonly config: AppConfig,
  ) {}

  @Get("health-check")
  @Public()
  // Nest sends a bare boolean as text/html; the answer is the JSON literal `true`.
  @Header("Content-Type", "application/json; charset=utf-8")
  live(): boolean {
    return true;
  }

  @Get("readiness")
  @Public()
  @HealthCheck()
  ready() {
    const worker = this.config.values.mode !== "api";
    return this.health.check([
      () => this.database.pingCheck("database", { timeout: 2000 }),
      () => this.redis.check("redis"),
      ...(worker ? [() => this.simulation.check("simulation")] : []),
    ]);
  }
}
