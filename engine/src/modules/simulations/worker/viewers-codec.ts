// Stored as gzip JSON that the export streams out unparsed: the stored text is exactly the export's `viewers` array.
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { SyntheticViewer } from "#src/simulation/types";

const gzipAsync = promisify(gzip);

// 0.1 px is far below the model's spatial resolution; whole milliseconds below its timing.
const round1 = (value: number) => Math.round(value * 10) / 10;

export function compactViewers(viewers: SyntheticViewer[]): SyntheticViewer[] {
  return viewers.map(({ labels, fixations }) => ({
    labels,
    fixations: fixations.map(({ x, y, t, dur }) => ({ x: round1(x), y: round1(y), t: Math.round(t), dur: Math.round(dur) })),
  }));
}

export function encodeViewers(viewers: SyntheticViewer[]): Promise<Buffer> {
  return gzipAsync(JSON.stringify(compactViewers(viewers)));
}
