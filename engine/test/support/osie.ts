import path from "node:path";

/**
 * OSIE's 200 development photographs (800×600) beside the repository, real images for the tests and the bench
 * (engine/test/support → ../../.. is the repository root). The research package reads their fixations from the
 * same folder (engine/research/src/paths.ts); the runtime model never reads it.
 */
export const OSIE_STIMULI = path.resolve(__dirname, "../../../../shared/data/osie-dev/stimuli");
