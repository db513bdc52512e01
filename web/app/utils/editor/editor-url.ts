/** The editor's address for a campaign, with what the next page should show. */
export function editorUrl(itemId: string, extra: { credits?: boolean; find?: boolean } = {}, hash = ""): string {
  const search = new URLSearchParams({ itemId });
  if (extra.credits) search.set("credits", "checked");
  if (extra.find) search.set("find", "1");
  return `/app/new?${search.toString()}${hash}`;
}
