import { InitialSchema1763780000000 } from "./1763780000000-initial-schema";
import { Simulations1763790000000 } from "./1763790000000-simulations";
import { TokenVersion1763805000000 } from "./1763805000000-token-version";
import { ApiKeys1763806000000 } from "./1763806000000-api-keys";
import { SimulationViewers1763850000000 } from "./1763850000000-simulation-viewers";
import { DropImagesVersion1763900000000 } from "./1763900000000-drop-images-version";
import { CustomAreas1763950000000 } from "./1763950000000-custom-areas";
import { IdempotencyKeys1764010000000 } from "./1764010000000-idempotency-keys";
import { ItemsBySetupTime1764020000000 } from "./1764020000000-items-by-setup-time";
import { Webhooks1764030000000 } from "./1764030000000-webhooks";
import { Videos1764040000000 } from "./1764040000000-videos";
import { CreativeNorms1764050000000 } from "./1764050000000-creative-norms";
import { CreativeKind1764060000000 } from "./1764060000000-creative-kind";
import { Recommendations1764070000000 } from "./1764070000000-recommendations";
import { VideoRecommendations1764080000000 } from "./1764080000000-video-recommendations";
import { VideoVariantState1764090000000 } from "./1764090000000-video-variant-state";

/** Every migration, oldest first. A new migration adds its file and one line here. */
export const migrations = [
  InitialSchema1763780000000,
  Simulations1763790000000,
  TokenVersion1763805000000,
  ApiKeys1763806000000,
  SimulationViewers1763850000000,
  DropImagesVersion1763900000000,
  CustomAreas1763950000000,
  IdempotencyKeys1764010000000,
  ItemsBySetupTime1764020000000,
  Webhooks1764030000000,
  Videos1764040000000,
  CreativeNorms1764050000000,
  CreativeKind1764060000000,
  Recommendations1764070000000,
  VideoRecommendations1764080000000,
  VideoVariantState1764090000000,
];
