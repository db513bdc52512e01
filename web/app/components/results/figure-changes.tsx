import { beforeAfter, CHANGE_DIRECTION_TEXT, changeDirection, type FigureChange, formatChange, viewersPerVersion } from "@adsight/shared";
import { cn } from "~/utils/misc";

const TONE = { gain: "text-green-800", loss: "text-red-700", unclear: "text-gray-700" } as const;

/** Simulated changes, each with its 90 % range and whether it is a gain, a loss or too close to call; the viewers once under them. */
export function FigureChanges({ figures, viewers, label }: { figures: FigureChange[]; viewers: number; label: string }) {
  if (figures.length === 0) return null;
  return (
    <div>
      <ul aria-label={label} className="space-y-1 text-sm">
        {figures.map((figure, index) => {
          const direction = changeDirection(figure);
          return (
            <li key={`${figure.figure}-${index}`} data-figure={figure.figure} className="flex flex-wrap gap-x-2">
              <span className="font-medium text-gray-900">{figure.label}:</span>
              <span className="tabular-nums text-gray-900">{formatChange(figure)}</span>
              <span className={cn("tabular-nums", TONE[direction])}>
                {beforeAfter(figure)}, {CHANGE_DIRECTION_TEXT[direction]}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-gray-600">{viewersPerVersion(viewers)}; in brackets, each change&apos;s 90 % range.</p>
    </div>
  );
}
