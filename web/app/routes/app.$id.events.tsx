import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import { z } from "zod";
import { engineFor } from "~/utils/engine.server";
import { withWebImages } from "~/utils/results-view";

const ParamsSchema = z.object({ id: z.string().uuid() });

/**
 * Relays the campaign's latest job's event stream to the browser's EventSource, with the session's token on the
 * server side only. The engine sends the current state first, so a reconnecting browser resumes where the job is.
 * The relay ends after Ready or Error, and a browser that goes away ends the engine request too.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  const item = await engine.item(parsed.data.id);
  const job = item ? await engine.jobOfItem(item.id) : null;
  if (!job) throw new Response("Not found", { status: 404 });

  const upstream = new AbortController();
  const messages = engine.events(job.job_id, upstream.signal);
  // Reading the first message before answering turns an engine refusal into this route's 404 rather than a broken stream.
  const first = await messages.next();

  return eventStream(request.signal, (send, close) => {
    void (async () => {
      try {
        for (let next = first; !next.done; next = await messages.next()) {
          const event = next.value;
          send({ data: JSON.stringify({ ...event, results: event.results.map(withWebImages) }) });
          if (event.campaign_status !== "Processing") break;
        }
      } catch (error) {
        if (!upstream.signal.aborted) console.error("Relaying simulation events failed", error);
      } finally {
        close();
      }
    })();
    return () => upstream.abort();
  });
}
