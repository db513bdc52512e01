import { randomBytes } from "node:crypto";
import { LOCAL_DEFAULTS, withoutEmptyValues } from "@adsight/shared";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  ENGINE_URL: z.string().url().default(`http://127.0.0.1:${LOCAL_DEFAULTS.enginePort}`),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  // Set to "true" behind HTTPS; plain-HTTP deployments (the single-machine default) need it off.
  SESSION_COOKIE_SECURE: z.enum(["true", "false"]).default("false"),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
});

// For the deployment checks: k8s manifests may set no other.
export const WEB_ENV_VARIABLES = Object.keys(EnvSchema.shape);

function loadEnv() {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(process.env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid web environment: ${problems}`);
  }
  const env = parsed.data;
  if (!env.SESSION_SECRET && env.NODE_ENV === "production") {
    throw new Error("Invalid web environment: SESSION_SECRET is required in production");
  }
  return {
    ...env,
    // A per-process secret in development: sessions simply end when the dev server restarts.
    SESSION_SECRET: env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID || undefined,
  };
}

export const env = loadEnv();

export function publicEnv() {
  return { GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID ?? null };
}
