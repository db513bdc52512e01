import { isAdmin, type UserPublic } from "@adsight/shared";
import type { AppLoadContext } from "@remix-run/node";
import { engineFor } from "./engine/clients.server";

/**
 * The signed-in user as this page's loaders read it. Remix hands every loader of one request the same load context,
 * so the layout (app.tsx) and the page ask the engine once. Only loads share it: an action may change the user (its
 * settings, its credits), and the loaders that run after it in the same request read afresh.
 */
const usersByLoad = new WeakMap<AppLoadContext, Promise<UserPublic>>();

/** The signed-in user and an engine client for them; a signed-out visitor is sent to /auth. */
export async function requireUser(request: Request, context: AppLoadContext) {
  const engine = await engineFor(request);
  if (request.method !== "GET" && request.method !== "HEAD") return { engine, user: await engine.users.me() };
  let user = usersByLoad.get(context);
  if (!user) {
    user = engine.users.me();
    usersByLoad.set(context, user);
  }
  return { engine, user: await user };
}

/** Administrators only: anyone else gets the not-found page, so /admin does not advertise itself. */
export async function requireAdmin(request: Request, context: AppLoadContext) {
  const { engine, user } = await requireUser(request, context);
  if (!isAdmin(user)) throw new Response("Not found", { status: 404 });
  return { engine, user };
}
