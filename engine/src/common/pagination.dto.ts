import { PaginationSchema } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class PaginationQuery extends createZodDto(PaginationSchema) {}
