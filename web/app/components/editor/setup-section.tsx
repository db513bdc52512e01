import type { Categories, Category } from "@adsight/shared";
import type { RefObject } from "react";
import { cardClass, Spinner } from "./card";
import { SetupCards } from "./setup-cards";

export function SetupSection({
  sectionRef,
  categories,
  errors,
  generating,
  onCategory,
}: {
  sectionRef: RefObject<HTMLElement>;
  categories: Categories | null;
  errors: Record<string, string>;
  generating: boolean;
  onCategory: (name: string, category: Category) => void;
}) {
  return (
    <section ref={sectionRef} id="setup" aria-labelledby="setup-heading" aria-busy={generating || undefined} className={cardClass}>
      <h2 id="setup-heading" className="text-base font-semibold text-gray-900">
        Campaign Setup
      </h2>
      {generating ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-700">
          <Spinner /> Generating the campaign setup…
        </p>
      ) : categories ? (
        <div className="mt-4">
          <SetupCards categories={categories} errors={errors} onChange={onCategory} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-600">Generate the campaign setup to see and adjust who your audience is.</p>
      )}
    </section>
  );
}
