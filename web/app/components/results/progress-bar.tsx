export function ProgressBar({ progress }: { progress: number }) {
  const percent = Math.min(100, Math.max(0, Math.round(progress)));
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Simulation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm font-medium tabular-nums text-gray-700">{percent}% Complete</p>
    </div>
  );
}
