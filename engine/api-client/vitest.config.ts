import { fileURLToPath } from "node:url";
import swc from "unplugin-swc";
import { defineConfig } from "vitest/config";

// The tests boot the engine from its sources: SWC for Nest's decorator metadata, and the engine's `#src/…` alias.
export default defineConfig({
  plugins: [swc.vite({ module: { type: "es6" } })],
  resolve: { alias: [{ find: /^#src\//, replacement: fileURLToPath(new URL("../src/", import.meta.url)) }] },
  test: {
    include: ["*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
