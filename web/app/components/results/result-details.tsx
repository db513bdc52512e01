import {
  EFFICIENCY_NOTE,
  eyeCatcherCountNote,
  formatPercentRange,
  formatScoreRange,
  formatSeconds,
  formatSecondsRange,
  type ImageResult,
  INTERVAL_NOTE,
  OVERLAY_PREVIEW_OPACITY,
  type TimeFigures as TimeFiguresData,
  TOO_FEW_VIEWERS,
  viewersBasis,
} from "@adsight/shared";
import { useState } from "react";
import { efficiency, score, wholePercent } from "~/utils/results/format";
import { eyeCatcherEntries, memberGroups, scanpathEntries, selection } from "~/utils/results/overlays";
import { imageEmotions } from "~/utils/results/segments";
import { EmotionPlot } from "./emotion-plot";
import { Figure } from "./figure";
import { CustomTag, FirstLookTable } from "./first-look-table";
import { OverlayList } from "./overlay-list";
import { SegmentAffect } from "./segment-affect";
import { SegmentTimes } from "./segment-times";
import { TopEmotions } from "./top-emotions";
import { Verdict } from "./verdict";

export interface ResultDetailsProps {
  result: ImageResult;
  label: string;
  pinned: string | null;
  keep: Record<string, string>;
  // Present once JavaScript runs: pins change in place instead of through the URL.
  onPin?: (key: string | null) => void;
}

export function ResultDetails({ result, label, pinned, keep, onPin }: ResultDetailsProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const eyeCatchers = eyeCatcherEntries(result);
  const scanpaths = scanpathEntries(result);
  const entries = [...eyeCatchers, ...scanpaths];
  const pinnedEntry = entries.find((entry) => entry.key === pinned) ?? null;
  const previewEntry = onPin ? (entries.find((entry) => entry.key === preview) ?? null) : null;
  const shown = previewEntry ?? pinnedEntry;
  const opacity = previewEntry && previewEntry !== pinnedEntry ? OVERLAY_PREVIEW_OPACITY : 1;
  const selected = selection(result, pinnedEntry?.key ?? null);

  return (
    <div className="grid gap-8 py-2 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-gray-900">{label}</h2>
        <div className="relative mt-3 overflow-hidden rounded-md bg-gray-100 ring-1 ring-gray-200">
          <img src={result.input_image} alt={label} className="block h-auto w-full" />
          {shown?.src ? (
            <img
              src={shown.src}
              alt={`${shown.label} over ${label}`}
              data-overlay={shown.key}
              className="absolute inset-0 h-full w-full transition-opacity"
              style={{ opacity }}
            />
          ) : null}
        </div>
        <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2">
          <OverlayList
            title="Eye Catchers"
            entries={eyeCatchers}
            pinned={pinnedEntry?.key ?? null}
            keep={keep}
            action={`#result-${result.input_image_idx}`}
            onPin={onPin}
            onPreview={onPin ? setPreview : undefined}
          />
          {scanpaths.length > 0 ? (
            <OverlayList
              title="Auditory Scanpath"
              entries={scanpaths}
              pinned={pinnedEntry?.key ?? null}
              keep={keep}
              action={`#result-${result.input_image_idx}`}
              onPin={onPin}
              onPreview={onPin ? setPreview : undefined}
            />
          ) : null}
        </div>
        <FirstLookTable result={result} selected={selected.object} sortable={onPin !== undefined} />
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <Verdict result={result} />
        <section aria-labelledby={`summary-${result.input_image_idx}`}>
          <h3 id={`summary-${result.input_image_idx}`} className="text-sm font-semibold text-gray-900">
            Summary
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <Figure term="Eye Catchers" value={String(result.num_eye_catchers)} note={eyeCatcherCountNote(result)} />
            <Figure
              term="Overall Score"
              value={score(result.overall_score)}
              range={formatScoreRange(result.overall_score_interval)}
              note="0–100, higher is better"
            />
          </dl>
          {result.num_viewers !== null ? (
            <p className="mt-2 text-xs text-gray-600" data-testid="viewers-basis">
              {viewersBasis(result.num_viewers)} {INTERVAL_NOTE}
            </p>
          ) : null}
        </section>

        <section aria-labelledby={`emotion-${result.input_image_idx}`}>
          <h3 id={`emotion-${result.input_image_idx}`} className="text-sm font-semibold text-gray-900">
            Emotional Response
          </h3>
          <div className="mt-2 flex flex-wrap gap-x-8 gap-y-4">
            <EmotionPlot
              valence={result.emo_valence}
              arousal={result.emo_arousal}
              approach={result.emo_approach_score}
              risk={result.emo_risk_score}
            />
            <TopEmotions emotions={imageEmotions(result)} intervals={result.emotions_intervals} />
          </div>
          <SegmentAffect result={result} />
        </section>

        <section aria-labelledby={`segment-${result.input_image_idx}`}>
          <h3 id={`segment-${result.input_image_idx}`} className="text-sm font-semibold text-gray-900">
            Segment metrics
          </h3>
          {selected.object ? (
            <>
              <p className="mt-1 text-sm text-gray-700">
                {selected.object}
                {selected.eyeCatcher?.kind === "custom" ? <CustomTag /> : null}
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-3">
                <Figure
                  term="Reach Score"
                  value={wholePercent(result.aoi_reach_scores[selected.object] ?? 0)}
                  range={formatPercentRange(result.aoi_reach_intervals?.[selected.object])}
                />
                <Figure
                  term="Attention Share"
                  value={wholePercent(result.aoi_attention_shares[selected.object] ?? 0)}
                  range={formatPercentRange(result.aoi_attention_shares_intervals?.[selected.object])}
                />
                <Figure term="Efficiency" value={efficiency(result.aoi_efficiency[selected.object] ?? 0)} note={EFFICIENCY_NOTE} />
              </dl>
              {selected.eyeCatcher ? <TimeFigures time={selected.eyeCatcher.time} /> : null}
              {selected.eyeCatcher ? <SegmentTimes eyeCatcher={selected.eyeCatcher} /> : null}
            </>
          ) : (
            <p className="mt-1 text-sm text-gray-700">No eye catchers were found in this image.</p>
          )}
        </section>

        {selected.cluster ? (
          <section aria-labelledby={`cluster-${result.input_image_idx}`}>
            <h3 id={`cluster-${result.input_image_idx}`} className="text-sm font-semibold text-gray-900">
              Auditory Cluster Description
            </h3>
            <p className="mt-1 text-sm text-gray-700">Cluster {selected.cluster.cluster_id}</p>
            <dl className="mt-2 space-y-2 text-sm">
              {memberGroups(selected.cluster).map((group) => (
                <div key={group.group}>
                  <dt className="font-medium text-gray-900">{group.group}</dt>
                  <dd className="text-gray-700">{group.labels.map((entry) => `${entry.label} ${entry.percent}%`).join(", ")}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    </div>
  );
}

// "Median first look" says why it is missing: nobody looked, or too few did for a median.
function TimeFigures({ time }: { time: TimeFiguresData }) {
  const firstLook = time.first_look_ms;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3" aria-label="Time figures">
      <Figure term="Seen in 1 s" value={wholePercent(time.seen_1s)} range={formatPercentRange(time.intervals?.seen_1s)} />
      <Figure term="Seen in 3 s" value={wholePercent(time.seen_3s)} range={formatPercentRange(time.intervals?.seen_3s)} />
      <Figure
        term="Median first look"
        value={firstLook ? formatSeconds(firstLook.median) : "—"}
        range={formatSecondsRange(time.intervals?.first_look_ms)}
        note={lookersNote(time)}
      />
      <Figure term="Dwell" value={formatSeconds(time.dwell_ms)} range={formatSecondsRange(time.intervals?.dwell_ms)} />
    </dl>
  );
}

function lookersNote(time: TimeFiguresData): string | undefined {
  if (time.viewers === null || time.viewers === undefined) return undefined;
  if (time.viewers === 0) return "Nobody looked at it";
  const looked = `${time.viewers.toLocaleString("en-US")} ${time.viewers === 1 ? "viewer" : "viewers"} looked`;
  return time.first_look_ms ? looked : `${TOO_FEW_VIEWERS}: ${looked}`;
}
