import { workspaceConfig } from "../eslint.base.mjs";

export default workspaceConfig(import.meta.dirname, {
  ignores: ["test-results/**", "playwright-report/**"],
  // Playwright fixtures must destructure their dependencies, even when there are none.
  rules: { "no-empty-pattern": "off" },
});
