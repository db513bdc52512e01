import {
  DraftImageSchema,
  DraftQuerySchema,
  DraftResponseSchema,
  DraftSavedResponseSchema,
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
export class DraftSavedResponseDto extends createZodDto(DraftSavedResponseSchema) {}
export class DraftImageDto extends createZodDto(DraftImageSchema) {}
