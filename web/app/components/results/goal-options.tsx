import { RECOMMENDATION_GOAL_LABELS, RECOMMENDATION_GOALS } from "@adsight/shared";

// The goal and target pickers of Find changes, the what-if editor and the upload form.
export const goalSelectClass =
  "mt-1 block w-full rounded-md border-0 py-1.5 pl-3 pr-8 text-sm text-gray-900 ring-1 ring-inset ring-gray-300 focus:ring-2 focus:ring-brand-600";

export function GoalOptions() {
  return RECOMMENDATION_GOALS.map((goal) => (
    <option key={goal} value={goal}>
      {RECOMMENDATION_GOAL_LABELS[goal]}
    </option>
  ));
}

export function TargetOptions({ names }: { names: readonly string[] }) {
  return (
    <>
      <option value="">Let the model choose</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
