import path from "node:path";

/** The repository root (engine/research/src → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, "../../..");

/** The OSIE development data beside the repository: stimuli/ and fixations.json. */
export const OSIE_DIR = path.resolve(REPO_ROOT, "../shared/data/osie-dev");

/** The designed development data beside the repository: fiwi/ (web pages, fixations) and gdi/ (designs, importance maps). */
export const DESIGNED_DIR = path.resolve(REPO_ROOT, "../shared/data/designed-dev");

/** The runtime model's folder, where the fits write the files the worker reads. */
export const SIMULATION_DIR = path.resolve(REPO_ROOT, "engine/src/simulation");

/** The hand annotations (see annotations/README.md). */
export const ANNOTATIONS_DIR = path.resolve(REPO_ROOT, "engine/research/annotations");

/** The runtime files the fits write: the model's parameters and the deep readout. */
export const PARAMETERS_FILE = path.join(SIMULATION_DIR, "parameters.json");
export const DEEP_READOUT_FILE = path.join(SIMULATION_DIR, "features/deep-readout.json");

/** The fidelity records (folds, scores) and the README whose fidelity tables are built from them. */
export const FIDELITY_FILE = path.resolve(REPO_ROOT, "engine/research/fidelity.json");
export const SIMULATION_README = path.join(SIMULATION_DIR, "README.md");

/** The affect readout the emotion fit writes (`npm run emotion -- --record 1`). */
export const AFFECT_READOUT_FILE = path.join(SIMULATION_DIR, "features/affect-readout.json");

/** The video development data beside the repository: one clip and its observers' gaze. */
export const VIDEO_DIR = path.resolve(REPO_ROOT, "../shared/data/video-dev");

/** The creative scores' fitted numbers and recorded figures (`npm run scores -- --record 1`). */
export const CREATIVE_MODELS_FILE = path.join(SIMULATION_DIR, "results/creative-models.json");
