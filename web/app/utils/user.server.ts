import { isAdmin } from "@adsight/shared";
import { engineFor } from "./engine/clients.server";

/** The signed-in user and an engine client for them; a signed-out visitor is sent to /auth. */
export async function requireUser(request: Request) {
  const engine = await engineFor(request);
  const user = await engine.users.me();
  return { engine, user };
}

/** Administrators only: anyone else gets the not-found page, so /admin does not advertise itself. */
export async function requireAdmin(request: Request) {
  const { engine, user } = await requireUser(request);
  if (!isAdmin(user)) throw new Response("Not found", { status: 404 });
  return { engine, user };
}
