import type { ImageEdit } from "@adsight/shared";
import { applyEdit } from "./edits";
import { finished, lastLine, runTool } from "./ffmpeg-process";
import { decodeFrames, probeVideo, VideoFileError } from "./videos";

// Without a frame rate of its own (a variable-rate clip), a clip is re-timed to this.
const DEFAULT_FPS = 25;

// An image edit made to one shot's frames (a crop, which changes the clip's shape, to all), frame by frame; H.264 with
// the clip's sound.
export async function editClip(source: string, target: string, edit: ImageEdit, shot: { fromMs: number; toMs: number }): Promise<void> {
  const { width, height, fps: probed } = await probeVideo(source);
  const fps = probed > 0 ? probed : DEFAULT_FPS;
  const all = edit.kind === "crop";
  const out = all ? { width: Math.round(edit.box.width), height: Math.round(edit.box.height) } : { width, height };
  const child = runTool("ffmpeg", [
    ...["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${out.width}x${out.height}`, "-r", String(fps), "-i", "pipe:0"],
    ...["-i", source, "-map", "0:v", "-map", "1:a?", "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p"],
    ...[
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "20",
      "-c:a",
      "aac",
      "-b:a",
      "128k",
      "-shortest",
      "-movflags",
      "+faststart",
      target,
    ],
  ]);
  const done = finished(child);
  child.stdin.on("error", () => undefined); // a failed encoder closes its input: its exit status says why
  let k = 0;
  for await (const data of decodeFrames(source, { fps, width, height, format: "rgb24" })) {
    const tMs = (k++ * 1000) / fps;
    const frame = all || (tMs >= shot.fromMs && tMs < shot.toMs) ? (await applyEdit({ width, height, data }, edit)).data : data;
    if (!child.stdin.write(frame)) await new Promise((resolve) => child.stdin.once("drain", resolve));
  }
  child.stdin.end();
  const { code, stderr } = await done;
  if (code !== 0) throw new VideoFileError(`could not be edited (${lastLine(stderr)})`);
}
