import type { OpenAPIObject } from "@nestjs/swagger";

type Schema = Record<string, unknown>;

// nestjs-zod writes every nested schema out in full, so the document (and the typed client generated from it) repeated
// each result shape in every answer that holds one; a named component's copies become references to it.
const WRAPPER_KEYS = new Set(["description", "nullable"]);
// Small shapes (an id, a range) recur by chance: only a whole result-sized schema is worth a name.
const MIN_SHARED_CHARS = 5000;

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (!isSchema(value)) return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
}

const split = (schema: Schema) => {
  const entries = Object.entries(schema);
  return {
    bare: Object.fromEntries(entries.filter(([key]) => !WRAPPER_KEYS.has(key))),
    wrapper: Object.fromEntries(entries.filter(([key]) => WRAPPER_KEYS.has(key))),
  };
};

interface ObjectSchema extends Schema {
  properties: Record<string, unknown>;
  required?: string[];
}

const isObjectSchema = (schema: unknown): schema is ObjectSchema =>
  isSchema(schema) && schema.type === "object" && isSchema(schema.properties);

// A shape that adds fields to another named one (a result tagged with its kind) is that one and its additions.
function asExtension(schema: unknown, base: unknown, baseName: string): Schema | null {
  if (!isObjectSchema(schema) || !isObjectSchema(base) || schema === base) return null;
  const baseRequired = new Set(base.required ?? []);
  const sameBase = Object.entries(base.properties).every(
    ([key, value]) => key in schema.properties && canonical(schema.properties[key]) === canonical(value),
  );
  if (!sameBase || ![...baseRequired].every((key) => schema.required?.includes(key))) return null;
  const added = Object.keys(schema.properties).filter((key) => !(key in base.properties));
  if (added.length === 0 || canonical(base).length < MIN_SHARED_CHARS) return null;
  const required = (schema.required ?? []).filter((key) => !baseRequired.has(key));
  const addition = { type: "object", properties: Object.fromEntries(added.map((key) => [key, schema.properties[key]])) };
  return { allOf: [{ $ref: `#/components/schemas/${baseName}` }, required.length > 0 ? { ...addition, required } : addition] };
}

export function referToSharedSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const names = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const key = canonical(split(schema as Schema).bare);
    if (key.length >= MIN_SHARED_CHARS && !names.has(key)) names.set(key, name);
  }
  const bySize = Object.entries(schemas).sort(([, a], [, b]) => canonical(b).length - canonical(a).length);
  for (const [name, schema] of Object.entries(schemas)) {
    const extension = bySize.map(([baseName, base]) => asExtension(schema, base, baseName)).find(Boolean);
    if (extension) schemas[name] = extension;
  }
  // Top down, so the largest named shape takes a copy before its parts do.
  const refer = (node: unknown, isRoot = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => refer(item));
    if (!isSchema(node)) return node;
    const { bare, wrapper } = split(node);
    const name = isRoot ? undefined : names.get(canonical(bare));
    if (name) {
      const ref = { $ref: `#/components/schemas/${name}` };
      return Object.keys(wrapper).length > 0 ? { allOf: [ref], ...wrapper } : ref;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refer(value)]));
  };
  for (const name of Object.keys(schemas)) schemas[name] = refer(schemas[name], true) as Schema;
  document.paths = refer(document.paths) as OpenAPIObject["paths"];
  return document;
}
