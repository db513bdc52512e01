import { createCookieSessionStorage } from "@remix-run/node";
import { IMAGE_MAX_BYTES, RECOMMENDATION_GOALS, WhatIfUploadPreviewSchema } from "@adsight/shared";
import { z } from "zod";
import { env } from "~/utils/env.server";

// The file and a few short fields.
export const WHAT_IF_UPLOAD_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

export const WhatIfUploadFormSchema = z.object({
  idx: z.coerce.number().int().min(0),
  intent: z.enum(["preview", "variant"]),
  goal: z.enum(RECOMMENDATION_GOALS).default("overall"),
  target: z
    .string()
    .max(200)
    .optional()
    .transform((target) => target || undefined),
  via: z.literal("fetcher").optional(),
});

export const WhatIfUploadShownSchema = z.object({
  idx: z.number().int(),
  answer: z.discriminatedUnion("ok", [
    z.object({
      ok: z.literal(true),
      preview: WhatIfUploadPreviewSchema,
    }),
    z.object({ ok: z.literal(false), message: z.string() }),
  ]),
});
export type WhatIfUploadShown = z.infer<typeof WhatIfUploadShownSchema>;

const KEY = "preview";

// Without JavaScript the upload is a POST: its preview survives the redirect back to the results page, and shows once.
const storage = createCookieSessionStorage({
  cookie: {
    name: "__what_if_upload",
    httpOnly: true,
    sameSite: "lax",
    path: "/app",
    secure: env.SESSION_COOKIE_SECURE === "true",
    secrets: [env.SESSION_SECRET],
  },
});

export async function uploadPreviewCookie(shown: WhatIfUploadShown): Promise<string> {
  const session = await storage.getSession();
  session.flash(KEY, shown);
  return storage.commitSession(session);
}

export async function takeUploadPreview(request: Request): Promise<{ shown: WhatIfUploadShown | null; setCookie: string | null }> {
  const session = await storage.getSession(request.headers.get("cookie"));
  const parsed = WhatIfUploadShownSchema.safeParse(session.get(KEY));
  if (!parsed.success) return { shown: null, setCookie: null };
  return { shown: parsed.data, setCookie: await storage.destroySession(session) };
}
