import { chartEyeCatchers, clipClock, type VideoResult } from "@adsight/shared";
import { type KeyboardEvent, type PointerEvent, useId } from "react";
import { cn } from "~/utils/misc";
import { twoDecimals } from "~/utils/results/format";
import {
  keyboardSeek,
  PLOT,
  secondSpan,
  type TimelineGeometry,
  type TimelineSeries,
  timelineGeometry,
  timeFraction,
  eyeCatcherLabel,
} from "~/utils/results/video-timeline";

// Lines a reader tells apart and that keep 3:1 against white; red is the playhead's.
const EYE_CATCHER_STROKES = ["stroke-sky-600", "stroke-amber-600", "stroke-fuchsia-600", "stroke-lime-700"];
const STROKES: Record<string, string> = {
  focus: "stroke-gray-900",
  valence: "stroke-emerald-600",
  arousal: "stroke-violet-600",
  clarity: "stroke-sky-700",
};
const DASHED = new Set(["focus"]);

const strokeOf = (series: TimelineSeries, index: number) =>
  STROKES[series.key] ?? EYE_CATCHER_STROKES[(index - 1) % EYE_CATCHER_STROKES.length] ?? "stroke-gray-500";

export interface VideoTimelineProps {
  video: VideoResult;
  label: string;
  /** Where the player is, in seconds; null without JavaScript (no playhead). */
  time: number | null;
  onSeek?: (seconds: number) => void;
}

/**
 * Two server-rendered SVG charts (no script, no chart library) and their figures in a table. Text and strokes keep their
 * size at any width: only the data lines are drawn in a stretched box.
 */
export function VideoTimeline({ video, label, time, onSeek }: VideoTimelineProps) {
  const id = useId();
  const geometry = timelineGeometry(video);
  const shown = chartEyeCatchers(video.eye_catchers);
  const cuts = video.scene_cuts_ms.map(clipClock);
  const cutText = cuts.length === 0 ? "no scene cuts" : `scene cuts at ${cuts.join(", ")}`;
  const clip = clipClock(video.duration_ms);
  const playhead = time === null ? null : timeFraction(time, geometry.duration);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        Timeline
      </h4>
      <p className="mt-1 text-xs text-gray-600">
        Focus: how concentrated the viewers&apos; gaze is in each second (0 spread evenly, 1 all on one spot, right scale). Each eye
        catcher&apos;s line is its share of that second&apos;s gaze time (left scale).
        {onSeek ? " Click the chart, or use the arrow keys on it, to move the video." : null}
      </p>
      <Legend series={geometry.attention} cuts={geometry.cuts.length > 0} />
      <Chart
        title={`Attention over time, ${label}`}
        desc={`Focus (0 to 1, right scale) and the share of each second's gaze time (0 to ${geometry.shareMax}%, left scale) on ${shown.map(eyeCatcherLabel).join(", ") || "no eye catcher"}, per second of the ${clip} clip; ${cutText}. The table "Figures per second" below lists the same numbers.`}
        height={170}
        series={geometry.attention}
        grid={[
          { at: 1, left: `${geometry.shareMax}%`, right: "1" },
          { at: 0.5, left: `${geometry.shareMax / 2}%`, right: "0.5" },
          { at: 0, left: "0%", right: "0" },
        ]}
        geometry={geometry}
        playhead={playhead}
        seek={onSeek && time !== null ? { onSeek, time, label: `Position in ${label}`, clip } : undefined}
        testId="timeline-attention"
      />
      <Legend series={geometry.affect} className="mt-4" />
      <Chart
        title={`Valence and arousal over time, ${label}`}
        desc={`The viewers' mean valence (unpleasant −1 to pleasant 1) and arousal (calm −1 to excited 1), per second of the ${clip} clip; ${cutText}.`}
        height={96}
        series={geometry.affect}
        grid={[
          { at: 1, left: "1" },
          { at: 0.5, left: "0", zero: true },
          { at: 0, left: "−1" },
        ]}
        geometry={geometry}
        playhead={playhead}
        seek={onSeek && time !== null ? { onSeek, time, clip } : undefined}
        testId="timeline-affect"
      />
      {geometry.clarity.length > 0 ? (
        <>
          <Legend series={geometry.clarity} className="mt-4" />
          <p className="text-xs text-gray-600">
            How clear each second&apos;s picture is, 0 to 100 (higher = clearer), read from the frames alone as people judge visual
            complexity.
          </p>
          <Chart
            title={`Clarity over time, ${label}`}
            desc={`Clarity (0 to 100, higher is clearer) of each second's picture of the ${clip} clip: ${(video.clarity_by_second ?? []).map(Math.round).join(", ")}; ${cutText}.`}
            height={80}
            series={geometry.clarity}
            grid={[
              { at: 1, left: "100" },
              { at: 0.5, left: "50" },
              { at: 0, left: "0" },
            ]}
            geometry={geometry}
            playhead={playhead}
            seek={onSeek && time !== null ? { onSeek, time, clip } : undefined}
            testId="timeline-clarity"
          />
        </>
      ) : null}
      <FiguresTable video={video} geometry={geometry} label={label} />
    </section>
  );
}

function Legend({ series, cuts = false, className }: { series: TimelineSeries[]; cuts?: boolean; className?: string }) {
  return (
    <ul className={cn("mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700", className)}>
      {series.map((entry, index) => (
        <li key={entry.key} className="inline-flex min-w-0 items-center gap-1.5">
          <Swatch className={strokeOf(entry, index)} dashed={DASHED.has(entry.key)} />
          <span className="max-w-[12rem] truncate" title={entry.label}>
            {entry.label}
          </span>
        </li>
      ))}
      {cuts ? (
        <li className="inline-flex items-center gap-1.5">
          <Swatch className="stroke-gray-400" dashed vertical />
          Scene cut
        </li>
      ) : null}
    </ul>
  );
}

function Swatch({ className, dashed, vertical = false }: { className: string; dashed: boolean; vertical?: boolean }) {
  return (
    <svg viewBox="0 0 16 10" className="h-2.5 w-4 shrink-0" aria-hidden="true">
      {vertical ? (
        <line x1={8} y1={0} x2={8} y2={10} className={className} strokeWidth={1.5} strokeDasharray="2 2" />
      ) : (
        <line x1={0} y1={5} x2={16} y2={5} className={className} strokeWidth={2} strokeDasharray={dashed ? "4 2" : undefined} />
      )}
    </svg>
  );
}

interface GridLine {
  /** 0 bottom … 1 top. */
  at: number;
  left: string;
  right?: string;
  zero?: boolean;
}

const TOP = 14;
const BOTTOM = 20;

function Chart({
  title,
  desc,
  height,
  series,
  grid,
  geometry,
  playhead,
  seek,
  testId,
}: {
  title: string;
  desc: string;
  height: number;
  series: TimelineSeries[];
  grid: GridLine[];
  geometry: TimelineGeometry;
  playhead: number | null;
  // The first chart is the keyboard's slider; the second answers the pointer only.
  seek?: { onSeek: (seconds: number) => void; time: number; clip: string; label?: string };
  testId: string;
}) {
  const id = useId();
  const plot = height - TOP - BOTTOM;
  const y = (at: number) => TOP + plot * (1 - at);
  const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
  const label = "fill-gray-600 text-[10px]";
  // A white halo keeps a scale's label legible where a line crosses it.
  const halo = { className: `${label} stroke-white`, paintOrder: "stroke", strokeWidth: 3, strokeLinejoin: "round" } as const;
  return (
    <div className="relative mt-1">
      <svg
        width="100%"
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="block overflow-visible"
        data-testid={testId}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        {grid.map((line) => (
          <g key={line.at}>
            <line x1="0" x2="100%" y1={y(line.at)} y2={y(line.at)} className={line.zero ? "stroke-gray-400" : "stroke-gray-200"} />
            <text x="2" y={y(line.at) - 3} {...halo}>
              {line.left}
            </text>
            {line.right ? (
              <text x="100%" dx="-2" y={y(line.at) - 3} textAnchor="end" {...halo}>
                {line.right}
              </text>
            ) : null}
          </g>
        ))}
        {geometry.cuts.map((cut) => (
          <line
            key={cut}
            x1={percent(cut)}
            x2={percent(cut)}
            y1={TOP - 4}
            y2={TOP + plot}
            className="stroke-gray-400"
            strokeDasharray="3 3"
            data-cut
          />
        ))}
        <svg
          x="0"
          y={TOP}
          width="100%"
          height={plot}
          viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
          preserveAspectRatio="none"
          overflow="visible"
        >
          {series.map((entry, index) => (
            <path
              key={entry.key}
              d={entry.path}
              fill="none"
              className={strokeOf(entry, index)}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              strokeDasharray={DASHED.has(entry.key) ? "6 3" : undefined}
              vectorEffect="non-scaling-stroke"
              data-series={entry.key}
            />
          ))}
        </svg>
        {geometry.ticks.map((tick) => (
          <g key={tick.seconds}>
            <line x1={percent(tick.fraction)} x2={percent(tick.fraction)} y1={TOP + plot} y2={TOP + plot + 4} className="stroke-gray-400" />
            <text x={percent(tick.fraction)} y={height - 4} textAnchor={tick.anchor} className={label}>
              {tick.label}
            </text>
          </g>
        ))}
        {playhead === null ? null : (
          <line
            x1={percent(playhead)}
            x2={percent(playhead)}
            y1={TOP - 4}
            y2={TOP + plot}
            className="stroke-brand-600"
            strokeWidth={2}
            data-playhead={playhead.toFixed(4)}
          />
        )}
      </svg>
      {seek ? <SeekArea top={TOP} height={plot} duration={geometry.duration} {...seek} /> : null}
    </div>
  );
}

// Laid over the plot: it takes the pointer and, for the first chart, the keyboard, leaving the picture an image.
function SeekArea({
  top,
  height,
  duration,
  onSeek,
  time,
  clip,
  label,
}: {
  top: number;
  height: number;
  duration: number;
  onSeek: (seconds: number) => void;
  time: number;
  clip: string;
  label?: string;
}) {
  const seekTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onSeek(timeFraction((event.clientX - box.left) / box.width, 1) * duration);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyboardSeek(event.key, time, duration);
    if (next === null) return;
    event.preventDefault();
    onSeek(next);
  };
  const style = { top, height };
  const pointer = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      seekTo(event);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (event.currentTarget.hasPointerCapture(event.pointerId)) seekTo(event);
    },
  };
  if (!label) return <div aria-hidden="true" className="absolute inset-x-0 cursor-pointer touch-none" style={style} {...pointer} />;
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Number(duration.toFixed(1))}
      aria-valuenow={Number(time.toFixed(1))}
      aria-valuetext={`${clipClock(time * 1000)} of ${clip}`}
      onKeyDown={onKeyDown}
      className="absolute inset-x-0 cursor-pointer touch-none rounded-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      style={style}
      {...pointer}
    />
  );
}

function FiguresTable({ video, geometry, label }: { video: VideoResult; geometry: TimelineGeometry; label: string }) {
  const shown = chartEyeCatchers(video.eye_catchers);
  const clarity = video.clarity_by_second?.length ? video.clarity_by_second : null;
  const cell = "whitespace-nowrap px-2 py-1 text-end tabular-nums";
  return (
    <details className="mt-3 rounded-md ring-1 ring-inset ring-gray-200" data-testid="timeline-figures">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50">
        Figures per second
      </summary>
      <div className="overflow-x-auto">
        <table className="mb-2 w-full text-xs">
          <caption className="sr-only">The timeline of {label}, per second</caption>
          <thead className="text-gray-600">
            <tr>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                Second
              </th>
              <th scope="col" className="px-2 py-1 text-end font-medium">
                Focus
              </th>
              {clarity ? (
                <th scope="col" className="px-2 py-1 text-end font-medium">
                  Clarity
                </th>
              ) : null}
              {shown.map((eyeCatcher) => (
                <th key={eyeCatcher.name} scope="col" className="max-w-[8rem] truncate px-2 py-1 text-end font-medium">
                  {eyeCatcherLabel(eyeCatcher)}
                </th>
              ))}
              <th scope="col" className="px-2 py-1 text-end font-medium">
                Valence
              </th>
              <th scope="col" className="px-2 py-1 text-end font-medium">
                Arousal
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {video.timeline.map((second) => (
              <tr key={second.second}>
                <th scope="row" className="whitespace-nowrap px-2 py-1 text-start font-normal text-gray-900">
                  {secondSpan(second.second, geometry.duration)}
                </th>
                <td className={cell}>{twoDecimals(second.focus)}</td>
                {clarity ? <td className={cell}>{Math.round(clarity[second.second] ?? 0)}</td> : null}
                {shown.map((eyeCatcher) => (
                  <td key={eyeCatcher.name} className={cell}>
                    {`${Math.round(second.attention[eyeCatcher.name] ?? 0)}%`}
                  </td>
                ))}
                <td className={cell}>{twoDecimals(second.affect.emo_valence)}</td>
                <td className={cell}>{twoDecimals(second.affect.emo_arousal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
