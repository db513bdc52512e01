import { LOCATION_SUGGEST_DEBOUNCE_MS, LOCATION_SUGGEST_MIN_CHARS, type LocationSuggestion } from "@adsight/shared";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { ErrorList, inputClass } from "~/components/ui/field";
import { cn } from "~/utils/misc";

export function LocationField({
  defaultValue,
  suggestions,
  errors,
}: {
  defaultValue: string;
  suggestions: LocationSuggestion[];
  errors?: string[];
}) {
  const hydrated = useHydrated();
  return (
    <div id="location" className="scroll-mt-20">
      <label htmlFor="location-input" className="block text-sm font-medium text-gray-900">
        Location
      </label>
      {hydrated ? (
        <LocationCombobox defaultValue={defaultValue} invalid={Boolean(errors?.length)} />
      ) : (
        <>
          <div className="mt-1.5 flex gap-2">
            <input
              id="location-input"
              name="location"
              type="text"
              defaultValue={defaultValue}
              placeholder="Location"
              maxLength={255}
              className={inputClass}
            />
            <button type="submit" name="intent" value="find-location" className={buttonClass({ variant: "secondary" })}>
              Find
            </button>
          </div>
          {suggestions.length > 0 ? (
            <div className="mt-2">
              <p id="location-choices" className="text-xs text-gray-600">
                Suggestions:
              </p>
              <ul aria-labelledby="location-choices" className="mt-1 flex flex-wrap gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion.label}>
                    <button
                      type="submit"
                      name="pickLocation"
                      value={suggestion.label}
                      className={buttonClass({ variant: "secondary", size: "sm" })}
                    >
                      {suggestion.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      <ErrorList errors={errors} />
    </div>
  );
}

function LocationCombobox({ defaultValue, invalid }: { defaultValue: string; invalid: boolean }) {
  const fetcher = useFetcher<LocationSuggestion[]>();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  // The latest load function, so only a new query (not a new fetcher state) restarts the debounce.
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  useEffect(() => {
    if (query === null || query.trim().length < LOCATION_SUGGEST_MIN_CHARS) return;
    const timer = window.setTimeout(
      () => void load.current(`/app/locations?q=${encodeURIComponent(query.trim())}`),
      LOCATION_SUGGEST_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [query]);

  const options = query !== null && query.trim().length >= LOCATION_SUGGEST_MIN_CHARS ? (fetcher.data ?? []) : [];
  const expanded = open && options.length > 0;
  const choose = (suggestion: LocationSuggestion) => {
    setValue(suggestion.label);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === "Enter" && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative mt-1.5">
      <input
        id="location-input"
        name="location"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder="Location"
        maxLength={255}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={inputClass}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Location suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200"
      >
        {options.map((suggestion, index) => (
          <li
            key={suggestion.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            className={cn("cursor-pointer px-3 py-2 text-gray-900", index === active ? "bg-brand-50 text-brand-800" : "hover:bg-gray-50")}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
