import { type CanActivate, type ExecutionContext, Injectable } from "@nestjs/common";
import { ThrottlerException } from "@nestjs/throttler";
import type { Response } from "express";
import type { AuthenticatedRequest } from "#src/common/principal";
import { RedisThrottlerStorage } from "#src/modules/auth/redis-throttler.storage";

// A preview is free but costs a worker a simulation: each account (every key and session of it) gets this many a minute.
export const WHAT_IF_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

@Injectable()
export class WhatIfRateGuard implements CanActivate {
  constructor(private readonly rates: RedisThrottlerStorage) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const { user } = http.getRequest<AuthenticatedRequest>();
    const { isBlocked, timeToExpire } = await this.rates.increment(user.id, WINDOW_MS, WHAT_IF_PER_MINUTE, 0, "what-if");
    if (!isBlocked) return true;
    http.getResponse<Response>().setHeader("Retry-After", String(Math.max(timeToExpire, 1)));
    throw new ThrottlerException();
  }
}
