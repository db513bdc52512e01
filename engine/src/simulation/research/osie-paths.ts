import path from "node:path";

/** The repository root (engine/src/simulation/research → ../../../..). */
export const REPO_ROOT = path.resolve(__dirname, "../../../..");

/** The OSIE development data beside the repository: stimuli/ and fixations.json (a light module: no model code). */
export const OSIE_DIR = path.resolve(REPO_ROOT, "../shared/data/osie-dev");
