import { defineConfig } from "vitest/config";

// The deployment checks (docker/, k8s/) and the house checks: plain Node tests, no browser. Playwright runs e2e/ on its own.
export default defineConfig({
  test: {
    include: ["deploy/**/*.test.ts", "house/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
