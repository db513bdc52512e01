export function editorUrl(itemId: string, extra: { credits?: boolean; find?: boolean; preview?: string } = {}, hash = ""): string {
  const search = new URLSearchParams({ itemId });
  if (extra.credits) search.set("credits", "checked");
  if (extra.find) search.set("find", "1");
  if (extra.preview) search.set("preview", extra.preview);
  return `/app/new?${search.toString()}${hash}`;
}
