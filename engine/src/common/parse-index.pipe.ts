import { type ArgumentMetadata, Injectable, type PipeTransform } from "@nestjs/common";
import { z } from "zod";
import { ValidationFailed } from "./errors";

const IndexSchema = z.coerce
  .number({ message: "Must be a whole number from 0" })
  .int("Must be a whole number from 0")
  .min(0)
  .max(2 ** 31 - 1);

@Injectable()
export class ParseIndexPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const result = IndexSchema.safeParse(typeof value === "string" && value.trim() === "" ? undefined : value);
    if (!result.success) throw ValidationFailed.fromZod(result.error, "path", metadata.data);
    return result.data;
  }
}
