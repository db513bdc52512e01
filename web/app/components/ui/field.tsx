import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "~/utils/misc";

export const inputClass =
  "block w-full rounded-md border-0 px-3 py-2 text-gray-900 shadow-sm ring-1 ring-inset ring-gray-300 placeholder:text-gray-500 focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-gray-100 disabled:text-gray-600 read-only:bg-gray-50 sm:text-sm";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const shown = errors?.filter(Boolean) ?? [];
  return (
    <div id={id} className="min-h-5 pt-1 text-sm text-brand-700">
      {shown.length > 0 ? (
        <ul>
          {shown.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  errorId,
  hint,
}: {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: string[] | null;
  errorId?: string;
  hint?: ReactNode;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={inputProps.id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="mt-1.5">
        <input
          {...inputProps}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : inputProps["aria-describedby"]}
          className={cn(inputClass, invalid && "ring-brand-600", inputProps.className)}
        />
      </div>
      {hint ? <p className="mt-1 text-xs text-gray-600">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
