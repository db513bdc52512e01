import type { OpenAPIObject } from "@nestjs/swagger";
import { describe, expect, it } from "vitest";
import { referToSharedSchemas } from "./openapi-refs";

// Large enough to be worth a name: 300 described fields.
const result = {
  type: "object",
  properties: Object.fromEntries(
    Array.from({ length: 300 }, (_, index) => [`figure_${index}`, { type: "number", description: `Figure ${index}` }]),
  ),
  required: ["figure_0"],
};
const small = { type: "object", properties: { id: { type: "string" } }, required: ["id"] };

function document(): OpenAPIObject {
  return {
    openapi: "3.0.0",
    info: { title: "t", version: "1" },
    paths: {
      "/results": {
        get: { responses: { 200: { description: "ok", content: { "application/json": { schema: structuredClone(result) } } } } },
      },
    },
    components: {
      schemas: {
        ResultDto: structuredClone(result),
        TaggedResultDto: {
          ...structuredClone(result),
          properties: { ...structuredClone(result.properties), kind: { type: "string", enum: ["image"] } },
          required: ["figure_0", "kind"],
        },
        JobDto: {
          type: "object",
          properties: {
            results: { type: "array", description: "All of them", items: structuredClone(result) },
            latest: { ...structuredClone(result), nullable: true, description: "The last one" },
            owner: structuredClone(small),
          },
        },
        OwnerDto: structuredClone(small),
      },
    },
  };
}

describe("referToSharedSchemas", () => {
  const shared = referToSharedSchemas(document());
  const schemas = shared.components?.schemas ?? {};

  it("refers to a named result wherever a copy of it stood, keeping the copy's description and nullability", () => {
    expect(schemas.JobDto).toEqual({
      type: "object",
      properties: {
        results: { type: "array", description: "All of them", items: { $ref: "#/components/schemas/ResultDto" } },
        latest: { allOf: [{ $ref: "#/components/schemas/ResultDto" }], nullable: true, description: "The last one" },
        owner: small,
      },
    });
    expect(JSON.stringify(shared.paths["/results"])).toContain('"$ref":"#/components/schemas/ResultDto"');
  });

  it("writes a result with added fields as the result and its additions", () => {
    expect(schemas.TaggedResultDto).toEqual({
      allOf: [
        { $ref: "#/components/schemas/ResultDto" },
        { type: "object", properties: { kind: { type: "string", enum: ["image"] } }, required: ["kind"] },
      ],
    });
  });

  it("keeps the named schemas themselves and small shapes that recur by chance", () => {
    expect(schemas.ResultDto).toEqual(result);
    expect(schemas.OwnerDto).toEqual(small);
  });
});
