import { workspaceConfig } from "../eslint.base.mjs";

// One import style: relative within a folder and its subfolders, the `#src/…` alias across folders (features,
// common, config, the model), so no import climbs out of the folder it belongs to.
const acrossFolders = (patterns) => ["error", { patterns: [{ group: patterns, message: "Import across folders with #src/…" }] }];

export default [
  ...workspaceConfig(import.meta.dirname, {
    ignores: ["dist/**", ".cache/**", "vitest.config.ts", ".dependency-cruiser.cjs", "launcher/**", "research/**", "api-client/**"],
    // Nest modules are classes with decorators and no members.
    rules: { "@typescript-eslint/no-extraneous-class": "off" },
  }),
  { files: ["**/*.ts"], rules: { "no-restricted-imports": acrossFolders(["../../*"]) } },
  {
    // A feature's or a top folder's own files: one level up is already another folder.
    files: ["src/*.ts", "src/*/*.ts", "src/modules/*/*.ts", "test/*/*.ts", "tools/*.ts"],
    rules: { "no-restricted-imports": acrossFolders(["../*"]) },
  },
];
