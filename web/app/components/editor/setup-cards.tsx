import {
  type Categories,
  type Category,
  compareAudienceCategories,
  compareAudienceLabels,
  redistributeWeights,
  WEIGHT_MAX_PERCENT,
  WEIGHT_MIN_PERCENT,
} from "@adsight/shared";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { lockFieldName, percentOf, WEIGHTS_BALANCED_FIELD, weightFieldName } from "~/utils/editor/editor-form";

export function SetupCards({
  categories,
  errors,
  onChange,
}: {
  categories: Categories;
  errors: Record<string, string>;
  onChange: (name: string, category: Category) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        {Object.entries(categories)
          .sort(([a], [b]) => compareAudienceCategories(a, b))
          .map(([name, category]) => (
            <CategoryCard
              key={name}
              name={name}
              category={category}
              serverError={errors[name]}
              onChange={(changed) => onChange(name, changed)}
            />
          ))}
      </div>
      {hydrated ? (
        <input type="hidden" name={WEIGHTS_BALANCED_FIELD} value="1" />
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="rebalance" className={buttonClass({ variant: "secondary" })}>
            Rebalance
          </button>
          <p className="text-xs text-gray-600">Spreads the rest of each changed category over its unlocked items.</p>
        </div>
      )}
    </div>
  );
}

function CategoryCard({
  name,
  category,
  serverError,
  onChange,
}: {
  name: string;
  category: Category;
  serverError?: string;
  onChange: (category: Category) => void;
}) {
  // The text being typed in one input, kept as typed ("4." on the way to "4.5") while the others show the rule's values.
  const [typing, setTyping] = useState<{ label: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = `weights-error-${encodeURIComponent(name)}`;
  const shown = error ?? serverError;

  const onWeight = (label: string, text: string) => {
    setTyping({ label, text });
    const percent = Number(text);
    if (text.trim() === "" || !Number.isFinite(percent)) return;
    const change = redistributeWeights(category, label, percent / 100);
    if (!change.ok) {
      setError(change.reason);
      return;
    }
    setError(null);
    onChange(change.category);
  };

  return (
    <fieldset className="min-w-0 rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200" aria-describedby={shown ? errorId : undefined}>
      <legend className="float-left w-full pb-2 text-sm font-semibold text-gray-900">{name}</legend>
      <ul className="clear-both space-y-2">
        {Object.entries(category.values)
          .sort(([a], [b]) => compareAudienceLabels(name, a, b))
          .map(([label, share]) => {
            const inputId = `${weightFieldName(name, label)}-input`;
            return (
              <li key={label} className="flex items-center gap-2">
                <label htmlFor={inputId} className="min-w-0 flex-1 truncate text-sm text-gray-800" title={label}>
                  {label}
                </label>
                <div className="relative">
                  <input
                    id={inputId}
                    name={weightFieldName(name, label)}
                    type="number"
                    inputMode="decimal"
                    min={WEIGHT_MIN_PERCENT}
                    max={WEIGHT_MAX_PERCENT}
                    step="0.1"
                    value={typing?.label === label ? typing.text : percentOf(share)}
                    onChange={(event) => onWeight(label, event.target.value)}
                    onBlur={() => setTyping(null)}
                    className="w-24 rounded-md border-0 py-1.5 pe-7 ps-2 text-end text-sm tabular-nums text-gray-900 shadow-sm ring-1 ring-inset ring-gray-300 focus:ring-2 focus:ring-inset focus:ring-brand-600"
                  />
                  <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-2 flex items-center text-sm text-gray-600">
                    %
                  </span>
                </div>
                <label className="flex items-center gap-1.5 text-xs font-medium text-gray-700">
                  <input
                    type="checkbox"
                    name={lockFieldName(name, label)}
                    checked={category.locks[label] ?? false}
                    onChange={(event) => onChange({ values: category.values, locks: { ...category.locks, [label]: event.target.checked } })}
                    className="h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-600"
                  />
                  Lock<span className="sr-only"> {label}</span>
                </label>
              </li>
            );
          })}
      </ul>
      {shown ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-brand-700">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
