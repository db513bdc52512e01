import type { SimulationEvent } from "@adsight/shared";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import { z } from "zod";
import { engineFor } from "~/utils/engine/clients.server";
import { followJob } from "~/utils/job-events.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";
import { byKind, type LiveMessage } from "~/utils/results/live";

const ParamsSchema = z.object({ id: z.string().uuid() });

// Each engine message is converted once for all viewers of the job, not once per viewer.
const full = new WeakMap<SimulationEvent, string>();
const progressOnly = new WeakMap<SimulationEvent, string>();
function messageOf(event: SimulationEvent, withResults: boolean): string {
  const cache = withResults ? full : progressOnly;
  let message = cache.get(event);
  if (message === undefined) {
    const { progress, campaign_status } = event;
    const live: LiveMessage = withResults ? { progress, campaign_status, ...byKind(event.creatives) } : { progress, campaign_status };
    message = JSON.stringify(live);
    cache.set(event, message);
  }
  return message;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  // Spec §6 through the engine, with this browser's own session, before it may join the job's shared stream.
  const item = await engine.items.get(parsed.data.id);
  const job = item ? await engine.simulations.jobOfItem(item.id) : null;
  if (!job) throw new Response("Not found", { status: 404 });

  return eventStream(
    request.signal,
    (send, close) => {
      // Finished creatives only ever grow in number: their count says whether this viewer has them all.
      let resultsSent = -1;
      return followJob(job.job_id, (signal) => engine.simulations.events(job.job_id, signal), {
        onEvent: (event) => {
          const done = event.creatives.length;
          send({ data: messageOf(event, done !== resultsSent) });
          resultsSent = done;
          if (event.campaign_status !== "Processing") queueMicrotask(close);
        },
        onEnd: close,
      });
    },
    { headers: applySecurityHeaders(new Headers()) },
  );
}
