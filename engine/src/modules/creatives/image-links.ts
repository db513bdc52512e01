import { createHmac, timingSafeEqual } from "node:crypto";
import { type StoredImageKind, storedImagePath } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { AppConfig } from "#src/config/config";

// Enough to load a page's images, short enough that a leaked URL soon is useless.
export const IMAGE_LINK_LIFETIME_S = 5 * 60;
// An image's URL stays the same for a minute, so browsers can cache it.
const EXPIRY_STEP_S = 60;

export const IMAGE_LINK_MESSAGES = {
  invalid: "Invalid image link",
  expired: "Image link expired",
} as const;

export type ImageLinkCheck = "valid" | "expired" | "invalid";

// For places that cannot send a header (an <img> tag): such a URL shows one image for a few minutes and nothing else,
// where an access token in a URL would open the whole account for days.
@Injectable()
export class ImageLinks {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    // A key of its own, derived from the secret, so an image signature can never stand in for a token's or the reverse.
    this.key = createHmac("sha256", config.values.auth.secretKey).update("adsight:image-links:v1").digest();
  }

  signed(kind: StoredImageKind, id: string, now = Date.now()): string {
    const expires = Math.ceil((now / 1000 + IMAGE_LINK_LIFETIME_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    return `${storedImagePath(kind, id)}/signed?expires=${expires}&signature=${this.signature(kind, id, expires)}`;
  }

  check(kind: StoredImageKind, id: string, expires: number, signature: string, now = Date.now()): ImageLinkCheck {
    const expected = Buffer.from(this.signature(kind, id, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
    return expires * 1000 > now ? "valid" : "expired";
  }

  private signature(kind: StoredImageKind, id: string, expires: number): string {
    return createHmac("sha256", this.key).update(`${kind}/${id.toLowerCase()}/${expires}`).digest("base64url");
  }
}
