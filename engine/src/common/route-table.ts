import { type INestApplication, RequestMethod } from "@nestjs/common";
import { METHOD_METADATA, PATH_METADATA } from "@nestjs/common/constants";
import { DiscoveryService, MetadataScanner, Reflector } from "@nestjs/core";
import { IS_PUBLIC, QUERY_TOKEN } from "./route-access";
import { BODY_LIMIT } from "./body-limits";

export interface RouteRule {
  method: string;
  pattern: RegExp;
  isPublic: boolean;
  acceptsQueryToken: boolean;
  bodyLimit?: number;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : [typeof value === "string" ? value : ""]);

// `/api/v1/users/:user_id` → `/api/v1/users/<anything but a slash>`, with or without a trailing slash.
function patternOf(path: string): RegExp {
  const normalized = `/${path}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
  const source = normalized
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`, "i");
}

// Read from the decorators the guard reads, so middleware that runs before the router cannot drift from the routes.
export class RouteTable {
  private constructor(private readonly rules: RouteRule[]) {}

  static discover(app: INestApplication, prefix: string): RouteTable {
    const reflector = app.get(Reflector);
    const scanner = new MetadataScanner();
    const rules: RouteRule[] = [];
    for (const wrapper of app.get(DiscoveryService).getControllers()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as () => unknown;
        const methodPaths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (methodPaths === undefined) continue;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        const targets = [handler, controller];
        for (const controllerPath of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const methodPath of asList(methodPaths)) {
            rules.push({
              method: RequestMethod[requestMethod],
              pattern: patternOf(`${prefix}/${controllerPath}/${methodPath}`),
              isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false,
              acceptsQueryToken: reflector.getAllAndOverride<boolean>(QUERY_TOKEN, targets) ?? false,
              bodyLimit: reflector.getAllAndOverride<number>(BODY_LIMIT, targets),
            });
          }
        }
      }
    }
    return new RouteTable(rules);
  }

  // A path can match more than one, e.g. `/users/me` and `/users/:id`.
  match(method: string, path: string): RouteRule[] {
    const wanted = method === "HEAD" ? "GET" : method;
    return this.rules.filter((rule) => (rule.method === wanted || rule.method === "ALL") && rule.pattern.test(path));
  }
}
