/** An empty variable (as copied from an .env example, or `NAME=` in a shell) means unset: its default applies. */
export function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}
