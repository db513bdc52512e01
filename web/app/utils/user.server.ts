import { isAdmin, type UserPublic } from "@adsight/shared";
import type { AppLoadContext } from "@remix-run/node";
import { engineFor } from "./engine/clients.server";

// Every loader of one request gets the same load context, so the layout and the page ask the engine once. An action
// may change the user (settings, credits), so loaders after it in the same request read afresh.
const usersByLoad = new WeakMap<AppLoadContext, Promise<UserPublic>>();

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

// Anyone else gets the not-found page, so /admin does not advertise itself.
export async function requireAdmin(request: Request, context: AppLoadContext) {
  const { engine, user } = await requireUser(request, context);
  if (!isAdmin(user)) throw new Response("Not found", { status: 404 });
  return { engine, user };
}
