import { errorTitleOf } from "@adsight/shared";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import type { EngineError } from "./engine/transport.server";
import { env } from "./env.server";

const TOAST_KEY = "toast";

export const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error"]),
  title: z.string().optional(),
  message: z.string(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<Toast, "id">;

// A flash session of its own, so a toast survives the redirect and shows once on the next page.
const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "__toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.SESSION_COOKIE_SECURE === "true",
    secrets: [env.SESSION_SECRET],
  },
});

// Spec §8: the status's name (422: 'Validation Error') and the detail.
export function errorToast(error: EngineError): ToastInput {
  return { type: "error", title: errorTitleOf(error.status), message: error.message };
}

export async function toastCookie(input: ToastInput): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash(TOAST_KEY, { ...input, id: crypto.randomUUID() });
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("set-cookie", await toastCookie(input));
  return redirect(url, { ...init, headers });
}

export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await toastStorage.getSession(request.headers.get("cookie"));
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success) return { toast: null, setCookie: null };
  return { toast: parsed.data, setCookie: await toastStorage.destroySession(session) };
}
