import { defineConfig } from "@playwright/test";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  // Two cores on CI: one browser at a time keeps the servers responsive and the timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Times show in the browser's zone with JavaScript; the tests read them in UTC unless they choose a zone.
    timezoneId: "UTC",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "js-on", use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "js-off", use: { browserName: "chromium", javaScriptEnabled: false } },
  ],
});
