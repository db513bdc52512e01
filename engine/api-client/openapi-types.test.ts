import { readFile, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@adsight/engine/test/support/index";
import { engineOpenApiDocument, generateOpenApiTypes, OPENAPI_TYPES_FILE } from "./openapi-types";

// `npm run openapi:types` is this file with OPENAPI_TYPES_WRITE=1: it writes the types instead of comparing them.
const write = process.env.OPENAPI_TYPES_WRITE === "1";

it("the committed openapi.d.ts is what the engine's OpenAPI document generates", async () => {
  const generated = await generateOpenApiTypes();
  if (write) await writeFile(OPENAPI_TYPES_FILE, generated);
  const committed = await readFile(OPENAPI_TYPES_FILE, "utf8");
  expect(committed === generated, "engine/api-client/openapi.d.ts is stale: run `npm run openapi:types -w @adsight/api-client`").toBe(true);
});

describe.skipIf(write)("the document the types come from", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is the one the running engine serves", async () => {
    const served: unknown = await (await fetch(`${app.apiUrl}/openapi.json`)).json();
    expect(served).toEqual(await engineOpenApiDocument());
  });
});
