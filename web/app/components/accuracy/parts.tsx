import type { ReactNode } from "react";

// One figure of /accuracy: what it is, how it was checked, and in plain words what it was and was not checked on.
export function AccuracySection({
  id,
  title,
  checkedOn,
  notCheckedOn,
  children,
}: {
  id: string;
  title: string;
  checkedOn: string;
  notCheckedOn: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      <CheckedOn checkedOn={checkedOn} notCheckedOn={notCheckedOn} />
      {children}
    </section>
  );
}

export function CheckedOn({ checkedOn, notCheckedOn }: { checkedOn: string; notCheckedOn: string }) {
  return (
    <dl className="mt-3 grid gap-2 rounded-md bg-gray-50 px-4 py-3 text-sm leading-6 ring-1 ring-inset ring-gray-200 sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold text-gray-900">Checked on</dt>
      <dd className="text-gray-700">{checkedOn}</dd>
      <dt className="font-semibold text-gray-900">Not checked on</dt>
      <dd className="text-gray-700">{notCheckedOn}</dd>
    </dl>
  );
}

// A table of scores in the page's frame; `headings` give each column's label and its padding and alignment.
export function ScoresTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: { label: string; className: string }[];
  children: ReactNode;
}) {
  return (
    <div className="mt-6 overflow-hidden rounded-lg ring-1 ring-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
          <tr>
            {headings.map(({ label, className }) => (
              <th key={label} scope="col" className={`py-3 ${className}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

export function BulletList({ lines }: { lines: string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-gray-700">
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <span aria-hidden="true" className="text-brand-600">
            •
          </span>
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
