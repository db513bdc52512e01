import tseslint from "typescript-eslint";

/**
 * The lint rules of every workspace: typescript-eslint's type-checked recommendations, floating promises as errors,
 * unused `_`-arguments allowed. A workspace names what to skip, the plain JavaScript files its tsconfig leaves out
 * (linted without types), and its own exceptions with a reason.
 */
export function workspaceConfig(tsconfigRootDir, { ignores = [], untyped = ["*.mjs"], plugins = {}, rules = {} } = {}) {
  return tseslint.config(
    { ignores },
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: { allowDefaultProject: untyped }, tsconfigRootDir } },
      plugins,
      rules: {
        "@typescript-eslint/no-floating-promises": "error",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
        ...rules,
      },
    },
    { files: ["**/*.mjs", "**/*.js"], ...tseslint.configs.disableTypeChecked },
  );
}
