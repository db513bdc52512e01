export type RowOrder = "image" | "best";

export interface ResultsQuery {
  order: RowOrder;
  open: number | null;
  pin: string | null;
}

export function parseResultsQuery(search: URLSearchParams): ResultsQuery {
  const open = Number.parseInt(search.get("open") ?? "", 10);
  const pin = search.get("pin");
  return {
    order: search.get("sort") === "best" ? "best" : "image",
    open: Number.isInteger(open) && open >= 0 ? open : null,
    pin: pin && pin.length <= 200 ? pin : null,
  };
}

export function resultsSearch({ order, open, pin }: ResultsQuery): string {
  const search = new URLSearchParams();
  if (order === "best") search.set("sort", "best");
  if (open !== null) search.set("open", String(open));
  if (open !== null && pin) search.set("pin", pin);
  const text = search.toString();
  return text ? `?${text}` : "";
}
