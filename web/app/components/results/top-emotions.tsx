import { type EmotionIntervals, formatPercentRange, type RankedEmotion } from "@adsight/shared";
import { sharePercent } from "~/utils/results/format";

export function TopEmotions({ emotions, intervals }: { emotions: RankedEmotion[]; intervals?: EmotionIntervals | null }) {
  if (emotions.length === 0) return null;
  return (
    <div className="w-full max-w-[18rem]" data-testid="top-emotions">
      <h4 className="text-sm text-gray-600">Top emotions</h4>
      <ul className="mt-2 space-y-2">
        {emotions.map((emotion) => (
          <li key={emotion.name} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="font-medium text-gray-900">{emotion.label}</span>
              <span className="font-semibold tabular-nums text-gray-900">
                {sharePercent(emotion.share)}
                {intervals ? (
                  <span className="ms-1 text-xs font-normal text-gray-600" title="90 % interval">
                    ({formatPercentRange(percentOf(intervals[emotion.name]))})
                  </span>
                ) : null}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-gray-100">
              <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${Math.round(emotion.share * 100)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const percentOf = ([low, high]: [number, number]): [number, number] => [low * 100, high * 100];
