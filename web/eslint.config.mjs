import reactHooks from "eslint-plugin-react-hooks";
import { workspaceConfig } from "../eslint.base.mjs";

export default workspaceConfig(import.meta.dirname, {
  ignores: ["build/**", ".cache/**"],
  untyped: ["*.mjs", "*.js"],
  plugins: { "react-hooks": reactHooks },
  rules: {
    ...reactHooks.configs.recommended.rules,
    // Remix loaders and actions throw Response objects by design.
    "@typescript-eslint/only-throw-error": "off",
  },
});
