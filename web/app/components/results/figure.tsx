/**
 * One figure of a results card, a term over its value: rendered inside a <dl>. `range` is its 90 % interval, `note`
 * what it rests on ("over 1,000 viewers") or why it is withheld.
 */
export function Figure({ term, value, range, note }: { term: string; value: string; range?: string; note?: string }) {
  return (
    <div className="rounded-md bg-gray-50 px-3 py-2 ring-1 ring-inset ring-gray-200">
      <dt className="text-xs font-medium text-gray-600">{term}</dt>
      <dd className="whitespace-nowrap text-lg font-semibold tabular-nums text-gray-900">
        {value}
        {range ? (
          <span className="block text-xs font-normal text-gray-600" title="90 % interval">
            ({range})
          </span>
        ) : null}
      </dd>
      {note ? <dd className="text-xs text-gray-600">{note}</dd> : null}
    </div>
  );
}
