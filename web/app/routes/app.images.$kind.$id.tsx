import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { engineFor } from "~/utils/engine/clients.server";

const ParamsSchema = z.object({ kind: z.enum(["input", "result"]), id: z.string().uuid() });

// Pages use plain URLs and never see the session's token.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  return engine.files.image(parsed.data.kind, parsed.data.id);
}
