import type { SimulationEvent } from "@adsight/shared";
import { describe, expect, it, vi } from "vitest";
import { followJob } from "./job-events.server";

const event = (progress: number, status: SimulationEvent["campaign_status"] = "Processing"): SimulationEvent => ({
  creatives: [],
  results: [],
  videos: [],
  progress,
  campaign_status: status,
});

/** An engine stream the test feeds by hand, counting how often it was opened and whether it was aborted. */
function fakeEngine() {
  const queue: SimulationEvent[] = [];
  let wake: (() => void) | null = null;
  const state = { opened: 0, aborted: false };
  const open = (signal: AbortSignal) => {
    state.opened += 1;
    signal.addEventListener("abort", () => {
      state.aborted = true;
      wake?.();
    });
    return (async function* () {
      while (!signal.aborted) {
        const next = queue.shift();
        if (next) {
          yield next;
          // Like the engine, the stream ends after Ready or Error.
          if (next.campaign_status !== "Processing") return;
        } else await new Promise<void>((done) => (wake = done));
      }
    })();
  };
  const push = async (message: SimulationEvent) => {
    queue.push(message);
    wake?.();
    await new Promise((done) => setTimeout(done, 5));
  };
  return { open, push, state };
}

describe("followJob", () => {
  it("shares one engine stream, replays the latest message to a newcomer and ends everyone after Ready", async () => {
    const engine = fakeEngine();
    const first = { onEvent: vi.fn(), onEnd: vi.fn() };
    const second = { onEvent: vi.fn(), onEnd: vi.fn() };
    followJob("job-a", engine.open, first);
    await engine.push(event(10));
    followJob("job-a", engine.open, second);
    expect(engine.state.opened).toBe(1);
    expect(second.onEvent).toHaveBeenCalledWith(event(10));
    await engine.push(event(100, "Ready"));
    for (const listener of [first, second]) {
      expect(listener.onEvent).toHaveBeenLastCalledWith(event(100, "Ready"));
      expect(listener.onEnd).toHaveBeenCalledOnce();
    }
    expect(first.onEvent).toHaveBeenCalledTimes(2);
  });

  it("closes the engine stream when the last viewer leaves, and opens a fresh one for the next", async () => {
    const engine = fakeEngine();
    const leave = followJob("job-b", engine.open, { onEvent: vi.fn(), onEnd: vi.fn() });
    await engine.push(event(5));
    leave();
    expect(engine.state.aborted).toBe(true);
    followJob("job-b", engine.open, { onEvent: vi.fn(), onEnd: vi.fn() });
    expect(engine.state.opened).toBe(2);
  });
});
