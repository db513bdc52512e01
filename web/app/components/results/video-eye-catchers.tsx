import {
  formatBareRange,
  MIN_VIEWERS_FOR_TIME,
  onScreenBy,
  SEEN_BY_SECOND,
  seenBy,
  seenByInterval,
  TOO_FEW_VIEWERS,
  type VideoEyeCatcher,
  type VideoResult,
  type VideoSecond,
} from "@adsight/shared";
import { twoDecimals, wholePercent } from "~/utils/results/format";
import { eyeCatcherLabel, formatTenths, type SegmentAffectMean, segmentAffectMeans } from "~/utils/results/video-timeline";
import { type SegmentColumn, SegmentTable } from "./segment-table";
import { ValueWithRange } from "./value-with-range";

const HEADINGS = ["Eye catcher", "On screen", "Looked at", `Seen by ${SEEN_BY_SECOND}\u00a0s`, "Seen by end", "First look"];
/** Rows shown at once; a clip with many texts can have dozens, the rest open below. */
export const EYE_CATCHER_ROWS = 10;

export function VideoEyeCatchers({ video }: { video: VideoResult }) {
  const headingId = `video-${video.input_image_idx}-eye-catchers`;
  const shown = video.eye_catchers.slice(0, EYE_CATCHER_ROWS);
  const more = video.eye_catchers.slice(EYE_CATCHER_ROWS);
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="text-sm font-semibold text-gray-900">
        Eye catchers
      </h4>
      {video.eye_catchers.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700">No eye catchers were found in this video.</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-gray-600">
            By time looked at: how long each was on screen and how long a viewer looked at it (mean), the share of viewers who had looked at
            it by second {SEEN_BY_SECOND} (— when it was not yet on screen) and by the end of the clip, and when they first did (median,
            from the start of the clip, over at least {MIN_VIEWERS_FOR_TIME} viewers who looked). Under each share, its 90 % interval. Each
            is a kind of thing: “Person” is every person on screen, a text its words wherever they show.
          </p>
          <EyeCatcherTable rows={shown} caption="Eye catchers of the video, by time looked at" testId="video-eye-catchers" />
          {more.length > 0 ? (
            <details className="mt-2 rounded-md ring-1 ring-inset ring-gray-200">
              <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50">
                {more.length} more eye {more.length === 1 ? "catcher" : "catchers"}
              </summary>
              <div className="p-2">
                <EyeCatcherTable
                  rows={more}
                  caption="The other eye catchers of the video, by time looked at"
                  testId="video-eye-catchers-more"
                />
              </div>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

function EyeCatcherTable({ rows, caption, testId }: { rows: VideoEyeCatcher[]; caption: string; testId: string }) {
  const cell = "whitespace-nowrap px-1.5 py-2 text-end tabular-nums sm:px-3";
  return (
    <div className="mt-2 overflow-x-auto rounded-md ring-1 ring-gray-200">
      <table className="w-full divide-y divide-gray-200 text-xs sm:text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold text-gray-600">
          <tr>
            {HEADINGS.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={`px-1.5 py-2 sm:px-3 ${index === 0 ? "text-start" : "text-end"} ${index === 1 ? "hidden sm:table-cell" : ""}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map((eyeCatcher) => {
            const name = eyeCatcherLabel(eyeCatcher);
            return (
              <tr key={eyeCatcher.name}>
                <th scope="row" className="max-w-28 px-1.5 py-2 text-start font-medium text-gray-900 sm:max-w-56 sm:px-3">
                  <span className="line-clamp-2 break-words" title={name}>
                    {name}
                  </span>
                  <span className="block text-[0.65rem] font-normal text-gray-600 sm:hidden">
                    on screen {formatTenths(eyeCatcher.on_screen_ms)}
                  </span>
                </th>
                <td className={`${cell} hidden sm:table-cell`}>{formatTenths(eyeCatcher.on_screen_ms)}</td>
                <td className={cell}>{formatTenths(eyeCatcher.looked_ms)}</td>
                <td className={cell}>
                  {onScreenBy(eyeCatcher, SEEN_BY_SECOND) ? (
                    <ValueWithRange
                      value={wholePercent(seenBy(eyeCatcher, SEEN_BY_SECOND))}
                      range={formatBareRange(seenByInterval(eyeCatcher, SEEN_BY_SECOND), "percent")}
                    />
                  ) : (
                    <span title={`Not on screen by ${SEEN_BY_SECOND} s`}>—</span>
                  )}
                </td>
                <td className={cell}>
                  <ValueWithRange
                    value={wholePercent(eyeCatcher.seen_by)}
                    range={formatBareRange(eyeCatcher.intervals?.seen_by, "percent")}
                  />
                </td>
                <td className={cell}>
                  {eyeCatcher.first_look_ms ? (
                    formatTenths(eyeCatcher.first_look_ms.median)
                  ) : eyeCatcher.viewers ? (
                    <span className="text-xs text-gray-600">{TOO_FEW_VIEWERS}</span>
                  ) : (
                    <span title="Nobody looked at it">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const AFFECT_COLUMNS: SegmentColumn<SegmentAffectMean>[] = [
  { header: "Valence", numeric: true, cell: (row) => twoDecimals(row.valence) },
  { header: "Arousal", numeric: true, cell: (row) => twoDecimals(row.arousal) },
];

export function VideoSegmentAffect({ timeline }: { timeline: VideoSecond[] }) {
  return (
    <SegmentTable
      testId="video-segment-affect"
      caption="Mean valence and arousal over the clip, by audience segment"
      columns={AFFECT_COLUMNS}
      categories={segmentAffectMeans(timeline)}
      dense
    />
  );
}
