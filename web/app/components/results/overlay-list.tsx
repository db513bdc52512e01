import { SCROLL_LIST_ABOVE } from "@adsight/shared";
import type { OverlayEntry } from "~/utils/results/overlays";
import { cn } from "~/utils/misc";
import { CustomTag } from "./first-look-table";

export interface OverlayListProps {
  title: string;
  entries: OverlayEntry[];
  pinned: string | null;
  keep: Record<string, string>;
  // The row's anchor, so a reload without JavaScript comes back scrolled to it.
  action: string;
  onPin?: (key: string | null) => void;
  onPreview?: (key: string | null) => void;
}

// Each entry is a GET form's submit button: without JavaScript a click reloads the page with that overlay pinned.
export function OverlayList({ title, entries, pinned, keep, action, onPin, onPreview }: OverlayListProps) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      <form method="get" action={action} className="mt-2">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ul
          className={cn("flex flex-col gap-1", entries.length > SCROLL_LIST_ABOVE && "max-h-80 overflow-y-auto pe-1")}
          tabIndex={entries.length > SCROLL_LIST_ABOVE ? 0 : undefined}
          aria-label={entries.length > SCROLL_LIST_ABOVE ? `${title} (scrolls)` : undefined}
        >
          {entries.map((entry) => {
            const on = entry.key === pinned;
            return (
              <li key={entry.key}>
                <button
                  type="submit"
                  name="pin"
                  value={on ? "" : entry.key}
                  aria-pressed={on}
                  onMouseEnter={() => onPreview?.(entry.key)}
                  onMouseLeave={() => onPreview?.(null)}
                  onFocus={() => onPreview?.(entry.key)}
                  onBlur={() => onPreview?.(null)}
                  onClick={(event) => {
                    if (!onPin) return;
                    event.preventDefault();
                    onPin(on ? null : entry.key);
                  }}
                  className={cn(
                    "flex w-full items-center justify-between gap-3 rounded-md px-3 py-1.5 text-start text-sm ring-1 ring-inset transition-colors",
                    on
                      ? "bg-brand-50 font-semibold text-brand-800 ring-brand-300"
                      : "bg-white text-gray-800 ring-gray-200 hover:bg-gray-50",
                  )}
                >
                  <span className="truncate">
                    {entry.label}
                    {entry.custom ? <CustomTag /> : null}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "h-2.5 w-2.5 shrink-0 rounded-full ring-1 ring-inset",
                      on ? "bg-brand-600 ring-brand-600" : "ring-gray-400",
                    )}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </form>
    </section>
  );
}
