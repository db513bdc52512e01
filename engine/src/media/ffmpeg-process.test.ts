import { describe, expect, it } from "vitest";
import { finished, lastLine, runTool, toolOutput } from "./ffmpeg-process";

describe("toolOutput", () => {
  it("answers a tool's whole output and exit status", async () => {
    const { code, out } = await toolOutput("ffprobe", ["-version"]);
    expect(code).toBe(0);
    expect(out.toString()).toMatch(/^ffprobe version/);
  });

  it("keeps the error log, whose last line says why it failed", async () => {
    const { code, stderr } = await toolOutput("ffmpeg", ["-v", "error", "-i", "/no/such/file.mp4"]);
    expect(code).not.toBe(0);
    expect(lastLine(stderr)).toMatch(/No such file/);
  });
});

describe("runTool", () => {
  it("streams a tool's input and output", async () => {
    const child = runTool("ffmpeg", [
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "gray",
      "-s",
      "2x2",
      "-i",
      "pipe:0",
      "-f",
      "rawvideo",
      "pipe:1",
    ]);
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = finished(child);
    child.stdin.end(Buffer.from([1, 2, 3, 4]));
    expect((await done).code).toBe(0);
    expect(Array.from(Buffer.concat(chunks))).toEqual([1, 2, 3, 4]);
  });
});
