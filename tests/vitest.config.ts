import { defineConfig } from "vitest/config";

// The deployment checks (docker/, k8s/): plain Node tests, no browser. Playwright runs e2e/ on its own.
export default defineConfig({
  test: {
    include: ["deploy/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
