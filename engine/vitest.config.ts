import { fileURLToPath } from "node:url";
import swc from "unplugin-swc";
import { defineConfig } from "vitest/config";

// SWC instead of esbuild: Nest's dependency injection needs the decorator metadata esbuild does not emit.
// `#src/…` is the engine's import alias (package.json `imports` for the built code, tsconfig `paths` for tsc and tsx).
export default defineConfig({
  plugins: [swc.vite({ module: { type: "es6" } })],
  resolve: { alias: [{ find: /^#src\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) }] },
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
