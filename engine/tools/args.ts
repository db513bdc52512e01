/** Parses `--name value` pairs; every flag takes a value. */
export function parseArgs(argv: string[], known: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (!flag.startsWith("--") || !known.includes(flag.slice(2)))
      throw new Error(`Unknown argument "${flag}" (expected ${known.map((k) => `--${k}`).join(", ")})`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`${flag} needs a value`);
    out[flag.slice(2)] = value;
    i++;
  }
  return out;
}

export function intArg(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}
