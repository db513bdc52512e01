import { Controller, Get, Header, Injectable, type NestMiddleware } from "@nestjs/common";
import { ApiExcludeController } from "@nestjs/swagger";
import type { NextFunction, Request, Response } from "express";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { Public } from "#src/common/route-access";

// Not prom-client's global registry, so that several apps can live in one test process.
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}

@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const stop = this.metrics.httpDuration.startTimer();
    response.on("finish", () => {
      // The route pattern, not the raw path, so ids do not explode the label set.
      const route = (request.route as { path?: string } | undefined)?.path ?? "unmatched";
      stop({ method: request.method, route: `${request.baseUrl}${route}`, status: String(response.statusCode) });
    });
    next();
  }
}

@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get("metrics")
  @Public()
  @Header("content-type", "text/plain; version=0.0.4")
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
