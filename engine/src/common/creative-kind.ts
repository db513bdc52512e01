import type { CreativeKind } from "@adsight/shared";

// The one place a stored creative's kind is read: from its clip until campaign_images has a kind column.
export function creativeKindOf(row: { videoOid: string | null }): CreativeKind {
  return row.videoOid ? "video" : "image";
}
