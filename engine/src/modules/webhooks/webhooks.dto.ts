import {
  WebhookDeliveriesListSchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointCreateSchema,
  WebhookEndpointSchema,
  WebhookEndpointsListSchema,
  WebhookEndpointUpdateSchema,
  WebhookEventSchema,
} from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class WebhookEndpointCreateBody extends createZodDto(WebhookEndpointCreateSchema) {}
export class WebhookEndpointUpdateBody extends createZodDto(WebhookEndpointUpdateSchema) {}
export class WebhookEndpointDto extends createZodDto(WebhookEndpointSchema) {}
export class WebhookEndpointsListDto extends createZodDto(WebhookEndpointsListSchema) {}
export class WebhookEndpointCreatedDto extends createZodDto(WebhookEndpointCreatedSchema) {}
export class WebhookDeliveriesListDto extends createZodDto(WebhookDeliveriesListSchema) {}
export class WebhookEventDto extends createZodDto(WebhookEventSchema) {}
