import { fileURLToPath } from "node:url";
import swc from "unplugin-swc";
import { defineConfig } from "vitest/config";

// SWC instead of esbuild: Nest's dependency injection needs the decorator metadata esbuild does not emit.
// `#src/…` is the engine's import alias (package.json `imports` for the built code, tsconfig `paths` for tsc and tsx);
// `#test/…` reaches the test support (test/support), which only tests and tools import.
export default defineConfig({
  plugins: [swc.vite({ module: { type: "es6" } })],
  resolve: {
    alias: [
      { find: /^#src\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) },
      { find: /^#test\//, replacement: fileURLToPath(new URL("./test/", import.meta.url)) },
    ],
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "tools/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
