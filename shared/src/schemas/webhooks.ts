import { z } from "zod";
import { listOf } from "./api.js";

/** The events an endpoint may want; a test event is sent on request whatever an endpoint wants. */
export const WEBHOOK_EVENTS = ["simulation.ready", "simulation.error", "recommendations.ready", "recommendations.error"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | "webhook.test";

/** The header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = "AdSight-Signature";
// The same on every attempt, so a receiver can drop a repeat.
export const WEBHOOK_EVENT_ID_HEADER = "AdSight-Event-Id";
export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const WEBHOOK_MAX_ENDPOINTS = 10;
export const WEBHOOK_DELIVERIES_SHOWN = 50;

export const WEBHOOK_MESSAGES = {
  notFound: "Webhook endpoint not found",
  tooMany: `At most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints per account`,
  badUrl: "Enter a full URL, such as https://example.com/hooks/adsight",
  notHttps: "Webhook URLs must use https",
  credentials: "Webhook URLs may not carry a user name or password",
  forbiddenAddress: "Webhook URLs must reach a public internet address",
  unresolvable: "The webhook URL's host could not be resolved",
  noEvents: "Choose at least one event",
  testQueued: "Test event queued",
  deleted: "Webhook endpoint deleted",
} as const;

const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1, WEBHOOK_MESSAGES.noEvents);

export const WebhookEndpointCreateSchema = z.object({
  url: z.string({ required_error: WEBHOOK_MESSAGES.badUrl }).trim().url(WEBHOOK_MESSAGES.badUrl).max(2000),
  events: events.default([...WEBHOOK_EVENTS]),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointCreate = z.infer<typeof WebhookEndpointCreateSchema>;

export const WebhookEndpointUpdateSchema = WebhookEndpointCreateSchema.partial();
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdateSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  created_at: z.string().describe("ISO 8601"),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointsListSchema = listOf(WebhookEndpointSchema);

export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe("The signing secret: shown only in this answer, stored encrypted"),
});
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>;

export const WebhookDeliverySchema = z.object({
  event_id: z.string().uuid(),
  event: z.string(),
  attempt: z.number().int().describe("1 for the first try"),
  http_status: z.number().int().nullable().describe("null when no answer came (timeout, refused address, connection error)"),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string().describe("ISO 8601"),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveriesListSchema = listOf(WebhookDeliverySchema);

export const WebhookEventSchema = z.object({
  id: z.string().uuid().describe("The event's id: the same on every attempt"),
  type: z.string().describe("simulation.ready, simulation.error, recommendations.ready, recommendations.error or webhook.test"),
  created: z.string().describe("ISO 8601"),
  data: z.object({
    job_id: z.string().uuid().nullable(),
    item_id: z.string().uuid().nullable(),
    status: z.string().nullable(),
    credits_charged: z.number().int().nullable(),
    error: z.string().nullable(),
    job_url: z.string().nullable(),
    report_url: z.string().nullable(),
    results_csv_url: z.string().nullable(),
    run_id: z.string().uuid().nullable().describe("A recommendations event's run; null for the others"),
    run_url: z.string().nullable().describe("Where a recommendations event's run is read; null for the others"),
  }),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
