import type { ItemPublic } from "@adsight/shared";

export const CAMPAIGNS_PER_PAGE = 20;

export type NumberedItem = ItemPublic & { number: number };

/** Numbers campaigns by ascending setup time (oldest is 1) and orders them newest first. */
export function numberNewestFirst(items: ItemPublic[]): NumberedItem[] {
  return [...items]
    .sort((a, b) => a.setupTimestamp - b.setupTimestamp || a.id.localeCompare(b.id))
    .map((item, index) => ({ ...item, number: index + 1 }))
    .reverse();
}

export function pageOf<T>(rows: T[], requestedPage: number, perPage = CAMPAIGNS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(Math.max(1, Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1), pageCount);
  return { page, pageCount, rows: rows.slice((page - 1) * perPage, page * perPage) };
}

/** Where a row leads: drafts reopen in the editor, everything else shows its results. */
export function campaignHref(item: Pick<ItemPublic, "id" | "status">): string {
  return item.status === "Draft" ? `/app/new?itemId=${encodeURIComponent(item.id)}` : `/app/${item.id}`;
}
