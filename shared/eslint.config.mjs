import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**"] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["*.mjs", "scripts/*.mjs", "vitest.config.ts"] }, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error" },
  },
  { files: ["**/*.mjs"], ...tseslint.configs.disableTypeChecked },
);
