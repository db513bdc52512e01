import { createCookieSessionStorage } from "@remix-run/node";
import { shortened } from "@adsight/shared";
import { z } from "zod";
import { env } from "./env.server";

const KEY = "alerts";
// A cookie holds about 4 KB: a few alerts, each cut short, say enough.
const MAX_ALERTS = 8;
const MAX_ALERT_LENGTH = 200;

// The upload alerts survive the redirect after an upload (post/redirect/get), like a toast, and show once.
const storage = createCookieSessionStorage({
  cookie: {
    name: "__upload_alerts",
    httpOnly: true,
    sameSite: "lax",
    path: "/app/new",
    secure: env.SESSION_COOKIE_SECURE === "true",
    secrets: [env.SESSION_SECRET],
  },
});

export async function uploadAlertsCookie(alerts: string[]): Promise<string> {
  const session = await storage.getSession();
  const kept = alerts.slice(0, MAX_ALERTS).map((alert) => shortened(alert, MAX_ALERT_LENGTH));
  if (alerts.length > MAX_ALERTS) kept.push(`and ${alerts.length - MAX_ALERTS} more files were refused`);
  session.flash(KEY, kept);
  return storage.commitSession(session);
}

export async function takeUploadAlerts(request: Request): Promise<{ alerts: string[]; setCookie: string | null }> {
  const session = await storage.getSession(request.headers.get("cookie"));
  const parsed = z.array(z.string()).safeParse(session.get(KEY));
  if (!parsed.success) return { alerts: [], setCookie: null };
  return { alerts: parsed.data, setCookie: await storage.destroySession(session) };
}
