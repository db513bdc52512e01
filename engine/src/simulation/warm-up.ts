import { asJpeg } from "#src/media/images";
import type { AudienceSetup, Simulator } from "./types";

const SIZE = { width: 800, height: 600 };

function warmUpImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<rect x="480" y="300" width="260" height="220" rx="16" fill="#f4f4f4"/>
<circle cx="220" cy="380" r="120" fill="#c0392b"/>
<text x="60" y="120" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">Summer sale 40% off</text>
<text x="500" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#222222">Shop now</text>
</svg>`;
  return asJpeg(Buffer.from(svg), 90);
}

const FULL_AUDIENCE: AudienceSetup = {
  categories: {},
  scale: 100,
  seed: 1,
  context: { location: "", startDate: "", endDate: "", audience: "" },
};

// A process's first full-size run paid major collections (V8 growing its heap limits) and JIT at that size (issue 52):
// paid here at start, on a drawn image, not on the first marketer's image.
export async function warmUp(simulator: Simulator): Promise<void> {
  await simulator.runImage({ index: 0, bytes: await warmUpImage() }, FULL_AUDIENCE);
}
