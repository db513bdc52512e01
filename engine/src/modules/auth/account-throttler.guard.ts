import { Injectable } from "@nestjs/common";
import { ThrottlerGuard } from "@nestjs/throttler";

interface GuardedRequest {
  ip?: string;
  body?: { username?: unknown };
  params?: { email?: unknown };
}

// Keyed on address and account: the web app signs every user in from one server address.
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: GuardedRequest): Promise<string> {
    const account = request.body?.username ?? request.params?.email;
    return Promise.resolve(`${request.ip ?? "unknown"}|${typeof account === "string" ? account.trim().toLowerCase() : ""}`);
  }
}
