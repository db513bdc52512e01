import { startStack } from "@adsight/launcher/stack";

/**
 * The browser tests' private stack (its own database, engine API, worker and web app; see the launcher's stack.ts).
 * The returned function is Playwright's teardown.
 */
export default async function globalSetup() {
  // Every test signs in through the form; the production login limit would throttle the suite.
  // Webhook tests register a receiver on 127.0.0.1, which only this switch allows (never in production).
  // A what-if preview waits for the one worker, which on two shared cores took 8-28 s (issue 52's target is 1 s).
  const stack = await startStack({
    name: "adsight_e2e",
    engineEnv: { LOGIN_RATE_LIMIT: "10000", WEBHOOK_ALLOW_LOOPBACK_HTTP: "true", WHAT_IF_TIMEOUT_MS: "60000" },
  });
  // Workers inherit these.
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_ENGINE_URL = stack.engineUrl;
  process.env.E2E_OWNER_EMAIL = stack.owner.email;
  process.env.E2E_OWNER_PASSWORD = stack.owner.password;
  return stack.stop;
}
