import { STORED_IMAGE_ROUTES, type StoredImageKind } from "@adsight/shared";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { engineFor } from "~/utils/engine/clients.server";

// Every kind the engine stores (a recommendation's edited image too).
const KINDS = Object.keys(STORED_IMAGE_ROUTES) as [StoredImageKind, ...StoredImageKind[]];
const ParamsSchema = z.object({ kind: z.enum(KINDS), id: z.string().uuid() });

// Pages use plain URLs and never see the session's token. A video streams through as the engine sends it, a range
// (a player seeking) included.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const { kind, id } = parsed.data;
  const engine = await engineFor(request);
  const range = kind === "video" || kind === "heatmap" ? request.headers.get("range") : null;
  return engine.files.image(kind, id, { range });
}
