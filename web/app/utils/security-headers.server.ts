import { randomBytes } from "node:crypto";
import { env } from "./env.server";

const GOOGLE_IDENTITY = "https://accounts.google.com/gsi/";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

// The nonce lets Remix's inline hydration scripts run.
export function contentSecurityPolicy(nonce: string): string {
  const google = env.GOOGLE_CLIENT_ID ? [GOOGLE_IDENTITY] : [];
  // Vite's dev server pushes updates over a WebSocket.
  const devSockets = env.NODE_ENV === "development" ? ["ws:"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...google.map((origin) => `${origin}client`)],
    "style-src": ["'self'", ...google.map((origin) => `${origin}style`)],
    // Style attributes (a progress bar's width) are data the server renders, not code; style elements need this origin.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...google, ...devSockets],
    "frame-src": google.length > 0 ? google : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function applySecurityHeaders(headers: Headers): Headers {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  return headers;
}
