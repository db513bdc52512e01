import { type ArgumentMetadata, Injectable, type PipeTransform } from "@nestjs/common";
import { z } from "zod";
import { ValidationFailed } from "./errors";

const UuidSchema = z.string().uuid("Must be a valid UUID");

export const isUuid = (value: string): boolean => UuidSchema.safeParse(value).success;

// A path id that is not a UUID is a 422, never a database error.
@Injectable()
export class ParseUuidPipe implements PipeTransform<unknown, string> {
  transform(value: unknown, metadata: ArgumentMetadata): string {
    const result = UuidSchema.safeParse(value);
    if (!result.success) throw ValidationFailed.fromZod(result.error, "path", metadata.data);
    return result.data;
  }
}
