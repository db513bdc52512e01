// The same rules as the engine's: both are CommonJS Node code checked with type information.
export { default } from "../engine/eslint.config.mjs";
