import { type ArgumentMetadata, Injectable, type PipeTransform } from "@nestjs/common";
import type { ZodTypeAny } from "zod";
import { type IssueLocation, ValidationFailed } from "./errors";

const LOCATIONS: Partial<Record<ArgumentMetadata["type"], IssueLocation>> = { body: "body", query: "query", param: "path" };

function schemaOf(metatype: unknown): ZodTypeAny | undefined {
  const schema = (metatype as { schema?: ZodTypeAny } | undefined)?.schema;
  return typeof schema?.safeParse === "function" ? schema : undefined;
}

/** Validates every argument typed with a `createZodDto` class; everything else passes through untouched. */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = schemaOf(metadata.metatype);
    const location = LOCATIONS[metadata.type];
    if (!schema || !location) return value;
    const result = schema.safeParse(value);
    if (!result.success) throw ValidationFailed.fromZod(result.error, location, metadata.type === "param" ? metadata.data : undefined);
    return result.data;
  }
}
