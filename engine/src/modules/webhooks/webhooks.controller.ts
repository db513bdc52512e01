import {
  type ListResponse,
  type MessageResponse,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from "@adsight/shared";
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from "@nestjs/common";
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from "@nestjs/swagger";
import { ApiErrorResponses, MessageDto } from "#src/common/openapi";
import { ParseUuidPipe } from "#src/common/parse-uuid.pipe";
import {
  WebhookDeliveriesListDto,
  WebhookEndpointCreateBody,
  WebhookEndpointCreatedDto,
  WebhookEndpointDto,
  WebhookEndpointsListDto,
  WebhookEndpointUpdateBody,
  WebhookEventDto,
} from "./webhooks.dto";
import { WebhooksService } from "./webhooks.service";
import { CurrentUser, type Principal } from "#src/common/principal";

@ApiTags("webhooks")
@ApiBearerAuth()
@ApiErrorResponses()
@ApiExtraModels(WebhookEventDto)
@Controller("users/me/webhooks")
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOkResponse({ type: WebhookEndpointsListDto })
  async list(@CurrentUser() user: Principal): Promise<ListResponse<WebhookEndpoint>> {
    const data = await this.webhooks.list(user);
    return { data, count: data.length };
  }

  @Post()
  @ApiOperation({
    summary: "Add an endpoint: events are POSTed to it as JSON (WebhookEventDto), signed in the " + WEBHOOK_SIGNATURE_HEADER + " header",
    description:
      'The header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>`. Answer 2xx within 5 s; ' +
      "anything else (a timeout, a redirect, another status) is retried with exponential backoff for about a day. The same event " +
      "keeps its id on every attempt. URLs must be https and reach a public address.",
  })
  @ApiCreatedResponse({ type: WebhookEndpointCreatedDto, description: "`secret` is shown in this answer only" })
  create(@Body() body: WebhookEndpointCreateBody, @CurrentUser() user: Principal): Promise<WebhookEndpointCreated> {
    return this.webhooks.create(user, body);
  }

  @Patch(":id")
  @ApiOkResponse({ type: WebhookEndpointDto })
  update(
    @Param("id", ParseUuidPipe) id: string,
    @Body() body: WebhookEndpointUpdateBody,
    @CurrentUser() user: Principal,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.update(user, id, body);
  }

  @Delete(":id")
  @ApiOkResponse({ type: MessageDto })
  async delete(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<MessageResponse> {
    await this.webhooks.delete(user, id);
    return { message: WEBHOOK_MESSAGES.deleted };
  }

  @Post(":id/test")
  @HttpCode(202)
  @ApiOperation({ summary: "Send a webhook.test event to the endpoint now" })
  @ApiAcceptedResponse({ schema: { type: "object", properties: { event_id: { type: "string", format: "uuid" } } } })
  test(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<{ event_id: string }> {
    return this.webhooks.sendTest(user, id);
  }

  @Get(":id/deliveries")
  @ApiOperation({ summary: "The endpoint's last 50 delivery attempts, newest first" })
  @ApiOkResponse({ type: WebhookDeliveriesListDto })
  async deliveries(@Param("id", ParseUuidPipe) id: string, @CurrentUser() user: Principal): Promise<ListResponse<WebhookDelivery>> {
    const data = await this.webhooks.deliveries(user, id);
    return { data, count: data.length };
  }
}
