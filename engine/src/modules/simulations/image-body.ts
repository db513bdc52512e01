import { IMAGE_MAX_BYTES } from "@adsight/shared";
import { json } from "express";

/** The routes whose bodies carry a campaign's images as data URLs. */
export const IMAGE_BODY_PATHS = ["/api/v1/simulations/start", "/api/v1/simulations/draft"];

/** 50 images (the schemas' maximum) of up to 5 MB, base64 (4/3 the bytes), plus the rest of the form. */
const IMAGE_BODY_LIMIT = Math.ceil((50 * IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

/** Mounted before the app-wide JSON parser, which then leaves the already parsed body alone. */
export const imageBodyParser = () => json({ limit: IMAGE_BODY_LIMIT });
