import type { Response as ExpressResponse } from "express";

// True once the socket takes more, false when the browser went away first.
function drained(res: ExpressResponse): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onClose = () => resolve(false);
    // `once`, not `on`: compression moves drain listeners to its own stream, where only a once-listener removes itself.
    res.once("drain", () => {
      res.off("close", onClose);
      resolve(true);
    });
    res.once("close", onClose);
  });
}

/**
 * Sends a Remix answer as Remix's Express adapter does, but writes only as fast as the browser reads: the adapter
 * wrote a body as fast as it arrived, so a relayed video a browser reads slowly (a player buffers a little ahead) ended
 * up whole in this process's memory. A browser that goes away stops the reading, and with it the engine's answer.
 */
export async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const flushable = res as ExpressResponse & { flush?: () => void };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const open = res.write(value) || (await drained(res));
      // Compression holds small writes back; an event stream's messages must go out as they come.
      flushable.flush?.();
      if (!open) {
        await reader.cancel();
        return;
      }
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
    throw error;
  }
}
