import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { engineFor } from "~/utils/engine/clients.server";

const ParamsSchema = z.object({ kind: z.enum(["input", "result"]), id: z.string().uuid() });

/** Streams a stored image from the engine with the session's token, so pages use plain URLs and never see the token. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  return engine.files.image(parsed.data.kind, parsed.data.id);
}
