import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { signatureHeader } from "./webhook-signature";
import { WebhookUrlPolicy } from "./webhook-url.policy";

export interface SendOutcome {
  status: number | null;
  durationMs: number;
  // Never the URL, which may carry secrets in its path.
  error: string | null;
}

// No redirects followed, a hard timeout, addresses checked at connect.
@Injectable()
export class WebhookSender {
  private readonly timeoutMs: number;

  constructor(
    config: AppConfig,
    private readonly policy: WebhookUrlPolicy,
  ) {
    this.timeoutMs = config.values.webhooks.timeoutMs;
  }

  send(target: string, secret: string, eventId: string, body: string): Promise<SendOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise((resolve) => {
      let settled = false;
      const finish = (status: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, durationMs: elapsed(), error });
      };
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        finish(null, "Invalid URL");
        return;
      }
      const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(
        url,
        {
          method: "POST",
          lookup: this.policy.lookupFor(url),
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "user-agent": "AdSight-Webhooks/1",
            [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
            [WEBHOOK_EVENT_ID_HEADER]: eventId,
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          // The answer's body is not needed; read it away so the socket is freed.
          response.resume();
          response.on("end", () => {
            if (status >= 200 && status < 300) finish(status, null);
            else finish(status, status >= 300 && status < 400 ? "Redirects are not followed" : `HTTP ${status}`);
          });
          response.on("error", () => finish(status, "Connection closed while answering"));
        },
      );
      const timer = setTimeout(() => {
        finish(null, `No answer within ${this.timeoutMs} ms`);
        request.destroy();
      }, this.timeoutMs);
      request.on("error", (error: NodeJS.ErrnoException) =>
        finish(null, error.code === "EFORBIDDEN" ? error.message : (error.code ?? "Connection failed")),
      );
      request.end(body);
    });
  }
}
