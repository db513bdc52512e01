import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";

const FFMPEG_MISSING = "ffmpeg and ffprobe are not installed: apt-get install -y ffmpeg";

export interface Finished {
  code: number | null;
  stderr: string;
}

export function runTool(tool: "ffmpeg" | "ffprobe", args: string[]): ChildProcessWithoutNullStreams {
  return spawn(tool, args);
}

export function finished(child: ChildProcessWithoutNullStreams): Promise<Finished> {
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    if (stderr.length < 4096) stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(FFMPEG_MISSING) : error));
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

export async function toolOutput(tool: "ffmpeg" | "ffprobe", args: string[]): Promise<Finished & { out: Buffer }> {
  const child = runTool(tool, args);
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = await finished(child);
  return { ...ended, out: Buffer.concat(chunks) };
}

export const lastLine = (text: string) => text.trim().split("\n").pop() ?? "";
