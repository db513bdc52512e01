import { LocationQuerySchema } from "@adsight/shared";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { engineFor } from "~/utils/engine/clients.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const engine = await engineFor(request);
  const parsed = LocationQuerySchema.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const headers = applySecurityHeaders(new Headers({ "cache-control": "private, max-age=300" }));
  if (!parsed.success) return json([], { headers });
  return json(await engine.locations.suggest(parsed.data.q), { headers });
}
