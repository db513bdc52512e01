import { PLOT_MAX, PLOT_MIN } from "@adsight/shared";
import { useId } from "react";
import { twoDecimals, wholePercent } from "~/utils/results/format";
import { EmotionCaveat } from "./emotion-caveat";
import { VA_PLOT, vaPoint } from "./va-plot";

export interface EmotionPlotProps {
  valence: number;
  arousal: number;
  // Positive Energy and Emotional Risk, % of viewers.
  approach: number;
  risk: number;
}

// Plain SVG rendered on the server (no script, no chart library), the same figures as text beside it.
export function EmotionPlot({ valence, arousal, approach, risk }: EmotionPlotProps) {
  const id = useId();
  const { size, margin } = VA_PLOT;
  const full = size + 2 * margin;
  const mid = margin + size / 2;
  const dot = vaPoint(valence, arousal);
  const label = "fill-gray-600 text-[11px]";
  // The valence ends' labels take the side of the midline the dot is not on, so a dot near either end never hides one.
  const valenceLabelY = dot.y < mid ? mid + 14 : mid - 6;
  return (
    <div className="flex flex-col gap-4">
      <svg viewBox={`0 0 ${full} ${full}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="w-full max-w-[18rem] shrink-0">
        <title id={`${id}-title`}>Emotional Response</title>
        <desc id={`${id}-desc`}>
          {`Valence ${twoDecimals(valence)} on a scale from ${PLOT_MIN} (Unpleasant) to ${PLOT_MAX} (Pleasant); arousal ${twoDecimals(arousal)} from ${PLOT_MIN} (Calm / Low energy) to ${PLOT_MAX} (Excited / High energy).`}
        </desc>
        <rect x={margin} y={margin} width={size} height={size} className="fill-gray-50 stroke-gray-300" />
        <rect x={mid} y={margin} width={size / 2} height={size / 2} className="fill-emerald-50" />
        <line x1={margin} y1={mid} x2={margin + size} y2={mid} className="stroke-gray-400" />
        <line x1={mid} y1={margin} x2={mid} y2={margin + size} className="stroke-gray-400" />
        <text x={mid} y={margin - 8} textAnchor="middle" className={label}>
          Excited / High energy
        </text>
        <text x={mid} y={margin + size + 16} textAnchor="middle" className={label}>
          Calm / Low energy
        </text>
        <text x={margin + 6} y={valenceLabelY} className={label}>
          Unpleasant
        </text>
        <text x={margin + size - 6} y={valenceLabelY} textAnchor="end" className={label}>
          Pleasant
        </text>
        <text x={margin + 4} y={margin + size - 6} className="fill-gray-500 text-[10px]">
          {PLOT_MIN}
        </text>
        <text x={margin + size - 4} y={margin + size - 6} textAnchor="end" className="fill-gray-500 text-[10px]">
          {PLOT_MAX}
        </text>
        <circle cx={dot.x} cy={dot.y} r={7} className="fill-brand-600 stroke-white" strokeWidth={2} />
      </svg>
      <dl className="grid max-w-[18rem] grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <Readout term="Valence" value={twoDecimals(valence)} />
        <Readout term="Arousal" value={twoDecimals(arousal)} />
        <Readout term="Positive Energy" value={wholePercent(approach)} />
        <Readout term="Emotional Risk" value={wholePercent(risk)} />
      </dl>
      <EmotionCaveat />
    </div>
  );
}

function Readout({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-gray-600">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}
