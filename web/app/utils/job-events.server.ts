import type { SimulationEvent } from "@adsight/shared";

export interface JobListener {
  onEvent: (event: SimulationEvent) => void;
  onEnd: () => void;
}

interface Channel {
  latest: SimulationEvent | null;
  listeners: Set<JobListener>;
  upstream: AbortController;
}

// One engine stream per running job, so 200 viewers cost the engine one; the caller checks each browser's access.
const channels = new Map<string, Channel>();

const ended = (event: SimulationEvent) => event.campaign_status !== "Processing";

export function followJob(jobId: string, open: (signal: AbortSignal) => AsyncIterable<SimulationEvent>, listener: JobListener): () => void {
  const current = channels.get(jobId);
  // A channel whose last viewer just left is closing: a newcomer starts a fresh one.
  const channel = current && !current.upstream.signal.aborted ? current : startChannel(jobId, open);
  channel.listeners.add(listener);
  if (channel.latest) listener.onEvent(channel.latest);
  return () => {
    channel.listeners.delete(listener);
    // After Ready or Error the engine ends the stream itself; cutting it short then would only race that end.
    if (channel.listeners.size === 0 && !(channel.latest && ended(channel.latest))) channel.upstream.abort();
  };
}

function startChannel(jobId: string, open: (signal: AbortSignal) => AsyncIterable<SimulationEvent>): Channel {
  const channel: Channel = { latest: null, listeners: new Set(), upstream: new AbortController() };
  channels.set(jobId, channel);
  const { signal } = channel.upstream;
  void (async () => {
    try {
      // Read to the engine's own end of the stream (right after Ready or Error) rather than dropping the connection.
      for await (const event of open(signal)) {
        channel.latest = event;
        for (const listener of channel.listeners) listener.onEvent(event);
      }
    } catch (error) {
      if (!signal.aborted)
        console.error(`Relaying the events of simulation ${jobId} failed`, error instanceof Error ? error.message : error);
    } finally {
      // Viewers still here are told it ended; their browsers reconnect if it was early.
      if (channels.get(jobId) === channel) channels.delete(jobId);
      for (const listener of channel.listeners) listener.onEnd();
    }
  })();
  return channel;
}
