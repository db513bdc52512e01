import { workspaceConfig } from "../eslint.base.mjs";

export default workspaceConfig(import.meta.dirname, {
  ignores: ["dist/**"],
  untyped: ["*.mjs", "scripts/*.mjs", "vitest.config.ts"],
});
