import {
  DraftImageSchema,
  DraftQuerySchema,
  DraftResponseSchema,
  DraftSaveSchema,
  DraftWithImageRefsResponseSchema,
  ImageUploadQuerySchema,
} from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class DraftSaveBody extends createZodDto(DraftSaveSchema) {}
export class DraftQuery extends createZodDto(DraftQuerySchema) {}
export class ImageUploadQuery extends createZodDto(ImageUploadQuerySchema) {}

export class DraftResponseDto extends createZodDto(DraftResponseSchema) {}
export class DraftWithImageRefsResponseDto extends createZodDto(DraftWithImageRefsResponseSchema) {}
export class DraftImageDto extends createZodDto(DraftImageSchema) {}
