import { IMAGE_MAX_BYTES } from "@adsight/shared";

/** The body limit of the routes that carry a campaign's images as data URLs: 50 images (the schemas' maximum) of up to 5 MB, base64 (4/3 the bytes), plus the rest of the form. */
export const IMAGE_BODY_LIMIT = Math.ceil((50 * IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;
