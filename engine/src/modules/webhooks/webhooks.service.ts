import { randomBytes } from "node:crypto";
import {
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointUpdate,
} from "@adsight/shared";
import { BadRequestException, Injectable, NotFoundException } from "@nestjs/common";
import { ValidationFailed } from "#src/common/errors";
import { SecretBox } from "./secret-box";
import { WebhookEventsService } from "./webhook-events.service";
import { WebhookUrlPolicy } from "./webhook-url.policy";
import { type EndpointRow, WebhooksRepository } from "./webhooks.repository";
import type { Principal } from "#src/common/principal";

@Injectable()
export class WebhooksService {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly policy: WebhookUrlPolicy,
    private readonly secrets: SecretBox,
    private readonly events: WebhookEventsService,
  ) {}

  async list(user: Principal): Promise<WebhookEndpoint[]> {
    return (await this.webhooks.endpoints(user.id)).map(toPublic);
  }

  // The secret is shown in this answer only; the database keeps it encrypted.
  async create(user: Principal, body: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
    await this.checkUrl(body.url);
    const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
    const row = await this.webhooks.insertEndpoint(
      user.id,
      { url: body.url, events: body.events, enabled: body.enabled, secretCipher: this.secrets.seal(secret) },
      WEBHOOK_MAX_ENDPOINTS,
    );
    if (!row) throw new BadRequestException(WEBHOOK_MESSAGES.tooMany);
    return { ...toPublic(row), secret };
  }

  async update(user: Principal, id: string, body: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
    if (body.url !== undefined) await this.checkUrl(body.url);
    const row = await this.webhooks.updateEndpoint(user.id, id, body);
    if (!row) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
    return toPublic(row);
  }

  async delete(user: Principal, id: string): Promise<void> {
    if (!(await this.webhooks.deleteEndpoint(user.id, id))) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
  }

  // Enabled or not: a disabled endpoint records the test as cancelled.
  async sendTest(user: Principal, id: string): Promise<{ event_id: string }> {
    await this.endpoint(user, id);
    return { event_id: await this.events.test(id) };
  }

  async deliveries(user: Principal, id: string): Promise<WebhookDelivery[]> {
    await this.endpoint(user, id);
    return (await this.webhooks.attempts(id, WEBHOOK_DELIVERIES_SHOWN)).map((row) => ({
      event_id: row.event_id,
      event: row.event_type,
      attempt: row.attempt,
      http_status: row.http_status,
      duration_ms: row.duration_ms,
      error: row.error,
      created_at: row.created_at.toISOString(),
    }));
  }

  private async endpoint(user: Principal, id: string): Promise<EndpointRow> {
    const row = await this.webhooks.endpoint(user.id, id);
    if (!row) throw new NotFoundException(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  private async checkUrl(url: string): Promise<void> {
    const problem = await this.policy.problem(url);
    if (problem) throw new ValidationFailed([{ loc: ["body", "url"], msg: problem, type: "value_error" }]);
  }
}

function toPublic(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEndpoint["events"],
    enabled: row.enabled,
    created_at: row.created_at.toISOString(),
  };
}
