import { type ArgumentMetadata, Injectable, type PipeTransform } from "@nestjs/common";
import type { ZodTypeAny } from "zod";
import { type IssueLocation, ValidationFailed } from "./errors";

// PostgreSQL text cannot store NUL.
function pathOfNul(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const LOCATIONS: Partial<Record<ArgumentMetadata["type"], IssueLocation>> = { body: "body", query: "query", param: "path" };

function schemaOf(metatype: unknown): ZodTypeAny | undefined {
  const schema = (metatype as { schema?: ZodTypeAny } | undefined)?.schema;
  return typeof schema?.safeParse === "function" ? schema : undefined;
}

@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = schemaOf(metadata.metatype);
    const location = LOCATIONS[metadata.type];
    if (!schema || !location) return value;
    const result = schema.safeParse(value);
    const name = metadata.type === "param" ? metadata.data : undefined;
    if (!result.success) throw ValidationFailed.fromZod(result.error, location, name);
    const nul = pathOfNul(result.data);
    if (nul) {
      const loc = [location, ...(name ? [name] : []), ...nul];
      throw new ValidationFailed([{ loc, msg: "Text must not contain NUL characters", type: "string_nul" }]);
    }
    return result.data;
  }
}
