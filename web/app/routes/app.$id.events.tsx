import type { SimulationEvent } from "@adsight/shared";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import { z } from "zod";
import { engineFor } from "~/utils/engine.server";
import { followJob } from "~/utils/job-events.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";
import { withWebImages } from "~/utils/results-view";

const ParamsSchema = z.object({ id: z.string().uuid() });

/** Each message is sent to every viewer of the job: it is turned into the browser's form once, not once per viewer. */
const payloads = new WeakMap<SimulationEvent, string>();
function payloadOf(event: SimulationEvent): string {
  let payload = payloads.get(event);
  if (payload === undefined) {
    payload = JSON.stringify({ ...event, results: event.results.map(withWebImages) });
    payloads.set(event, payload);
  }
  return payload;
}

/**
 * Relays the campaign's latest job's events to the browser's EventSource; the engine is called with the session's
 * token on the server only. The first message is the job's current state, so a reconnecting browser resumes where
 * the job is. The relay ends after Ready or Error; a browser that goes away leaves, and the engine stream closes
 * once nobody in this process watches the job.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  // Spec §6 through the engine, with this browser's own session, before it may join the job's shared stream.
  const item = await engine.item(parsed.data.id);
  const job = item ? await engine.jobOfItem(item.id) : null;
  if (!job) throw new Response("Not found", { status: 404 });

  return eventStream(
    request.signal,
    (send, close) =>
      followJob(job.job_id, (signal) => engine.events(job.job_id, signal), {
        onEvent: (event) => {
          send({ data: payloadOf(event) });
          if (event.campaign_status !== "Processing") queueMicrotask(close);
        },
        onEnd: close,
      }),
    { headers: applySecurityHeaders(new Headers()) },
  );
}
