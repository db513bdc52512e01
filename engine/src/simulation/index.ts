export { createSimulator, viewerCount, DEFAULT_N_MAX } from "./pipeline";
export { overallScore } from "./results/score";
export { recommendationKeyFrames } from "./recommend/key-frames";
export { EYE_CATCHER_REACH } from "./results/eye-catchers";
export type * from "./types";
