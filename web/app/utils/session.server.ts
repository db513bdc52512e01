import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env } from "./env.server";

const TOKEN_KEY = "access_token";

export const sessionStorage = createCookieSessionStorage<{ [TOKEN_KEY]: string }>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.SESSION_COOKIE_SECURE === "true",
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 8,
  },
});

async function sessionOf(request: Request) {
  return sessionStorage.getSession(request.headers.get("cookie"));
}

export async function getAccessToken(request: Request): Promise<string | undefined> {
  return (await sessionOf(request)).get(TOKEN_KEY);
}

export async function requireAccessToken(request: Request): Promise<string> {
  const token = await getAccessToken(request);
  if (!token) throw redirect("/auth");
  return token;
}

export async function redirectIfSignedIn(request: Request) {
  if (await getAccessToken(request)) throw redirect("/app");
}

export async function signIn(request: Request, accessToken: string, to = "/app") {
  const session = await sessionOf(request);
  session.set(TOKEN_KEY, accessToken);
  return redirect(to, { headers: { "set-cookie": await sessionStorage.commitSession(session) } });
}

// A password change ends the engine's older tokens.
export async function sessionCookieWith(request: Request, accessToken: string): Promise<string> {
  const session = await sessionOf(request);
  session.set(TOKEN_KEY, accessToken);
  return sessionStorage.commitSession(session);
}

export async function signOut(request: Request, init?: ResponseInit & { headers?: HeadersInit }) {
  const session = await sessionOf(request);
  const headers = new Headers(init?.headers);
  headers.append("set-cookie", await sessionStorage.destroySession(session));
  return redirect("/auth", { ...init, headers });
}
