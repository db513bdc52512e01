// The engine's rules; the launcher is linted as a project of its own (its own tsconfig).
export { default } from "../eslint.config.mjs";
