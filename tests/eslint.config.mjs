import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["test-results/**", "playwright-report/**"] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.mjs"] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Playwright fixtures must destructure their dependencies, even when there are none.
      "no-empty-pattern": "off",
    },
  },
  { files: ["**/*.mjs"], ...tseslint.configs.disableTypeChecked },
);
