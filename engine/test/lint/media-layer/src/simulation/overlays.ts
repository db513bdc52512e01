import sharp from "sharp";

export const OVERLAY_SIDE = 1024;
export const png = (bytes: Buffer) => sharp(bytes).png();
