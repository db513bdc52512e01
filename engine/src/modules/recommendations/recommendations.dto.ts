import {
  ImageUploadQuerySchema,
  RecommendationRunSchema,
  RecommendationRunsSchema,
  RecommendationStartRequestSchema,
  VariantAddedSchema,
  VariantEncodingSchema,
  WhatIfPreviewSchema,
  WhatIfRequestSchema,
  WhatIfUploadPreviewSchema,
  WhatIfUploadQuerySchema,
  WhatIfVariantSchema,
} from "@adsight/shared";
import { createZodDto } from "nestjs-zod";

export class RecommendationStartBody extends createZodDto(RecommendationStartRequestSchema) {}
export class RecommendationRunDto extends createZodDto(RecommendationRunSchema) {}
export class RecommendationRunsDto extends createZodDto(RecommendationRunsSchema) {}
export class VariantAddedDto extends createZodDto(VariantAddedSchema) {}
export class VariantEncodingDto extends createZodDto(VariantEncodingSchema) {}
export class WhatIfBody extends createZodDto(WhatIfRequestSchema) {}
export class WhatIfPreviewDto extends createZodDto(WhatIfPreviewSchema) {}
export class WhatIfUploadQuery extends createZodDto(WhatIfUploadQuerySchema) {}
export class WhatIfUploadVariantQuery extends createZodDto(ImageUploadQuerySchema) {}
export class WhatIfUploadPreviewDto extends createZodDto(WhatIfUploadPreviewSchema) {}
export class WhatIfVariantBody extends createZodDto(WhatIfVariantSchema) {}
