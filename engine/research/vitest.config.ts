import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The engine's sources that research imports may use the engine's `#src/…` alias (its tsconfig `paths`, mirrored in tsconfig.json here).
export default defineConfig({
  resolve: { alias: [{ find: /^#src\//, replacement: fileURLToPath(new URL("../src/", import.meta.url)) }] },
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    pool: "forks",
  },
});
