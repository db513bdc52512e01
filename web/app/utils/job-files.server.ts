import { z } from "zod";
import { engineFor } from "./engine/clients.server";
import type { JobFile } from "./engine/files.server";

const ParamsSchema = z.object({ id: z.string().uuid() });

// The engine decides everything past "not found" (its 409 for a report of an unfinished job included).
export async function relayJobFile(request: Request, params: Record<string, string | undefined>, file: JobFile): Promise<Response> {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  const job = await engine.simulations.jobOfItem(parsed.data.id);
  if (!job) throw new Response("Not found", { status: 404 });
  return engine.files.jobFile(job.job_id, file);
}
