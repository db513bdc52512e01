import sharp from "sharp";
import { OVERLAY_SIDE } from "../simulation/overlays";

export const encoder = (bytes: Buffer) => sharp(bytes).resize(OVERLAY_SIDE);
