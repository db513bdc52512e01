import { reproduceEmotionRecord } from "../emotion-reproduction";

// Run by emotion.test.ts in a child process: the fit blocks for over a minute, longer than a vitest worker may go
// without answering its runner.
async function main() {
  process.stdout.write(JSON.stringify(await reproduceEmotionRecord(Number(process.argv[2]))));
}

void main();
