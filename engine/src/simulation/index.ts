export { createSimulator, viewerCount, DEFAULT_N_MAX } from "./pipeline";
export { OVERALL_SCORE_WEIGHTS, overallScore } from "./results/score";
export { EYE_CATCHER_REACH } from "./results/eye-catchers";
export type * from "./types";
