import { Injectable } from "@nestjs/common";
import { ThrottlerGuard } from "@nestjs/throttler";

interface GuardedRequest {
  ip?: string;
  body?: { username?: unknown };
  params?: { email?: unknown };
}

/**
 * Limits attempts per client address and account. Keying on the address alone would throttle everyone at once:
 * the web app signs all its users in from one server address.
 */
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: GuardedRequest): Promise<string> {
    const account = request.body?.username ?? request.params?.email;
    return Promise.resolve(`${request.ip ?? "unknown"}|${typeof account === "string" ? account.trim().toLowerCase() : ""}`);
  }
}
