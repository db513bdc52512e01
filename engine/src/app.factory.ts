import { API_PATH, API_VERSION } from "@adsight/shared";
import type { INestApplication } from "@nestjs/common";
import { NestFactory } from "@nestjs/core";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { NestExpressApplication } from "@nestjs/platform-express";
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from "@nestjs/swagger";
import helmet from "helmet";
import { Logger } from "nestjs-pino";
import { patchNestJsSwagger } from "nestjs-zod";
import type { DestinationStream } from "pino";
import { AppModule } from "./app.module";
import { bodyParserErrors, bodyParsers, correlationId, honourConnectionClose } from "#src/common/http-middleware";
import { RouteTable } from "#src/common/route-table";
import type { Config } from "#src/config/config";
import { referToSharedSchemas } from "#src/common/openapi-refs";
import { authenticateFirst } from "#src/modules/auth/authenticate-first";
import { CredentialsService } from "#src/modules/auth/credentials.service";
import { CREATIVE_RESULT_DTOS } from "#src/modules/simulations/simulations.dto";

export const API_PREFIX = API_PATH.slice(1);

// Exactly as production runs it: tests use the same function.
export async function createApp(config: Config, options: { logStream?: DestinationStream } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.logStream), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  const routes = RouteTable.discover(app, API_PREFIX);
  app.use(honourConnectionClose);
  app.use(securityHeaders());
  app.use(correlationId);
  app.use(authenticateFirst(routes, app.get(CredentialsService)));
  app.use(bodyParsers(routes));
  app.use(bodyParserErrors);
  setGlobalPrefix(app);
  app.enableShutdownHooks();
  setUpOpenApi(app, config);
  return app;
}

function setGlobalPrefix(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, { exclude: ["metrics"] });
}

// Nest's preview mode maps the modules and routes but creates no provider, so no database or Redis is needed.
export async function previewOpenApiDocument(config: Config): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false });
  setGlobalPrefix(app);
  const document = openApiDocument(app, config);
  await app.close();
  return document;
}

// Framing denied outright: nothing this API answers is meant to be shown inside another page.
function securityHeaders() {
  return helmet({
    frameguard: { action: "deny" },
    contentSecurityPolicy: { directives: { "frame-ancestors": ["'none'"] } },
  });
}

// nestjs-zod looks Swagger's factory up through a subpath @nestjs/swagger 11 no longer exports: hand it the class.
function describeZodDtos(): void {
  const require = createRequire(__filename);
  const swaggerDist = dirname(require.resolve("@nestjs/swagger"));
  const { SchemaObjectFactory } = require(join(swaggerDist, "services/schema-object-factory")) as {
    SchemaObjectFactory: Parameters<typeof patchNestJsSwagger>[0];
  };
  patchNestJsSwagger(SchemaObjectFactory);
}

function setUpOpenApi(app: NestExpressApplication, config: Config): void {
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, openApiDocument(app, config), {
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
    useGlobalPrefix: false,
  });
}

function openApiDocument(app: INestApplication, config: Config): OpenAPIObject {
  describeZodDtos();
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.projectName} engine API`)
      .setVersion(API_VERSION)
      .addBearerAuth()
      .addApiKey(
        { type: "apiKey", in: "header", name: "X-API-Key", description: "A personal API key (also accepted as a bearer token)" },
        "api-key",
      )
      .addOAuth2({ type: "oauth2", flows: { password: { tokenUrl: `${API_PATH}/login/access-token`, scopes: {} } } })
      // Any one scheme; routes marked @Public() override this with an empty requirement.
      .addSecurityRequirements("bearer")
      .addSecurityRequirements("oauth2")
      .addSecurityRequirements("api-key")
      .build(),
    { extraModels: CREATIVE_RESULT_DTOS },
  );
  return referToSharedSchemas(document);
}
