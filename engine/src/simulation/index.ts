export { createSimulator, viewerCount, DEFAULT_N_MAX } from "./simulator";
export { OVERALL_SCORE_WEIGHTS, overallScore } from "./score";
export { EYE_CATCHER_REACH } from "./eye-catchers";
export type * from "./types";
