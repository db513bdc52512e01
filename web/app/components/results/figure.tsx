/** One figure of a results card, a term over its value: rendered inside a <dl>. */
export function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md bg-gray-50 px-3 py-2 ring-1 ring-inset ring-gray-200">
      <dt className="text-xs font-medium text-gray-600">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}
