import { createCookie } from "@remix-run/node";
import { env } from "./env.server";

// Sign-up goes to /auth (spec section 4) with the new e-mail in the log-in form: carried in a signed cookie, not the URL.
const newAccount = createCookie("__new_account", {
  httpOnly: true,
  sameSite: "lax",
  path: "/auth",
  maxAge: 10 * 60,
  secure: env.SESSION_COOKIE_SECURE === "true",
  secrets: [env.SESSION_SECRET],
});

export const newAccountCookie = (email: string): Promise<string> => newAccount.serialize(email);

export async function newAccountEmail(request: Request): Promise<string | null> {
  const email: unknown = await newAccount.parse(request.headers.get("cookie"));
  return typeof email === "string" ? email : null;
}
