/** A table figure over its 90 % interval, stacked so a narrow column at 390 px does not wrap the pair. */
export function ValueWithRange({ value, range }: { value: string; range: string }) {
  return (
    <>
      {value}
      {range ? (
        <span className="block text-[0.65rem] leading-4 text-gray-600" title="90 % interval">
          {range}
        </span>
      ) : null}
    </>
  );
}
