import { workspaceConfig } from "../eslint.base.mjs";

export default workspaceConfig(import.meta.dirname, {
  ignores: ["dist/**", "vitest.config.ts", "launcher/**", "research/**", "api-client/**"],
  // Nest modules are classes with decorators and no members.
  rules: { "@typescript-eslint/no-extraneous-class": "off" },
});
