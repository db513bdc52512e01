export interface OwnedImage {
  contentType: string;
  bytes: Buffer;
  ownerId: string;
}

export interface OwnedImageRow {
  content_type: string;
  bytes: Buffer;
  owner_id: string;
}

export function ownedImage(row: OwnedImageRow | undefined): OwnedImage | null {
  return row ? { contentType: row.content_type, bytes: row.bytes, ownerId: row.owner_id } : null;
}
