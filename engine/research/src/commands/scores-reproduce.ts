import { scoresRecord } from "../scores-record";

// Run by scores.test.ts in a child process: the fit blocks for minutes, longer than a vitest worker may go without
// answering its runner.
async function main() {
  process.stdout.write(JSON.stringify(await scoresRecord(() => undefined, Number(process.argv[2]))));
}

void main();
