import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { previewOpenApiDocument } from "@adsight/engine/src/app.factory";
import { loadConfig } from "@adsight/engine/src/config/config";

/** The committed types, what `npm run openapi:types -w @adsight/engine` writes. */
export const OPENAPI_TYPES_FILE = path.resolve(__dirname, "openapi.d.ts");

const HEADER =
  "// Generated from the engine's OpenAPI document (/api/v1/openapi.json) by `npm run openapi:types -w @adsight/engine`;\n" +
  "// do not edit: change the controllers' OpenAPI decorators and run it again.\n\n";

/** The engine's OpenAPI document with the default configuration; preview mode connects to nothing, so any URL does. */
export function engineOpenApiDocument() {
  return previewOpenApiDocument(loadConfig({ DATABASE_URL: "postgres://localhost/openapi", ENGINE_MODE: "api", LOG_LEVEL: "silent" }));
}

/** The types an API client gets from openapi-typescript, for the document the engine serves now. */
export async function generateOpenApiTypes(): Promise<string> {
  const ast = await openapiTS((await engineOpenApiDocument()) as OpenAPI3, {
    silent: true,
    // Files in multipart bodies: what FormData takes, rather than openapi-typescript's default `string`.
    transform: (schema) => (schema.format === "binary" ? ts.factory.createTypeReferenceNode("Blob") : undefined),
  });
  return HEADER + astToString(ast);
}
