import { applyDecorators, SetMetadata } from "@nestjs/common";
import { ApiSecurity } from "@nestjs/swagger";

// Who may call a route is read twice: by the body-parser gate (RouteTable) and by the auth guard.
export const IS_PUBLIC = "auth:public";
export const QUERY_TOKEN = "auth:query-token";

export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}));
// EventSource cannot send headers.
export const AcceptsQueryToken = () => SetMetadata(QUERY_TOKEN, true);
