import type { ItemPublic } from "@adsight/shared";

export const CAMPAIGNS_PER_PAGE = 20;

/** The page a `?page=` value asks for: a whole number from 1, anything else is the first page. */
export function requestedPage(value: string | null): number {
  const page = Math.trunc(Number(value ?? 1));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** How many pages `count` campaigns fill (at least one, the empty list's). */
export function pageCountOf(count: number, perPage = CAMPAIGNS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** Where a row leads: drafts reopen in the editor, everything else shows its results. */
export function campaignHref(item: Pick<ItemPublic, "id" | "status">): string {
  return item.status === "Draft" ? `/app/new?itemId=${encodeURIComponent(item.id)}` : `/app/${item.id}`;
}
