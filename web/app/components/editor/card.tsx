// Editor redirects land on a card by its fragment: the margin keeps it below the sticky header (h-16).
export const cardClass = "scroll-mt-20 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6";

export function Spinner() {
  return (
    <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
  );
}
