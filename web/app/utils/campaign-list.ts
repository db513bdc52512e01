import type { ItemPublic } from "@adsight/shared";

export const CAMPAIGNS_PER_PAGE = 20;

export function requestedPage(value: string | null): number {
  const page = Math.trunc(Number(value ?? 1));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function pageCountOf(count: number, perPage = CAMPAIGNS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

export function campaignHref(item: Pick<ItemPublic, "id" | "status">): string {
  return item.status === "Draft" ? `/app/new?itemId=${encodeURIComponent(item.id)}` : `/app/${item.id}`;
}
