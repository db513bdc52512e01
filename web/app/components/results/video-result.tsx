import {
  clarityDriversText,
  clipClock,
  formatScore,
  formatScoreRange,
  KEY_FRAME_REASON_LABELS,
  type VideoResult,
  videoName,
} from "@adsight/shared";
import { memo, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "~/utils/misc";
import { twoDecimals } from "~/utils/results/format";
import { clipAffect } from "~/utils/results/video-timeline";
import { Figure } from "./figure";
import { OverlayVideo, type OverlayVideoHandle } from "./overlay-video";
import { VideoEyeCatchers, VideoSegmentAffect } from "./video-eye-catchers";
import { VideoTimeline } from "./video-timeline";
import { WhatToChange, type WhatToChangeProps } from "./what-to-change";

export interface VideoResultProps {
  video: VideoResult;
  /** True once JavaScript runs: the overlay toggle, the playhead and seeking from the chart and the key frames. */
  interactive: boolean;
  // Its recommendations, where the engine offers them to this user.
  changes?: WhatToChangeProps | null;
}

export function VideoResultCard({ video, interactive, changes }: VideoResultProps) {
  const label = videoName(video.input_image_idx);
  const idx = video.input_image_idx;
  const player = useRef<OverlayVideoHandle>(null);
  const [overlay, setOverlay] = useState(true);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);

  // timeupdate fires a few times a second; while playing, the playhead follows every frame.
  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function follow() {
      const shown = player.current?.currentTime();
      if (shown !== undefined) setTime(shown);
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const seek = useCallback((seconds: number) => {
    player.current?.seek(seconds);
    setTime(seconds);
  }, []);

  const seekFromKeyFrame = useCallback(
    (seconds: number) => {
      seek(seconds);
      player.current?.scrollIntoView();
    },
    [seek],
  );

  const toggleOverlay = () => {
    player.current?.handOver(!overlay);
    setOverlay(!overlay);
  };

  const affect = clipAffect(video.timeline);

  return (
    <article
      id={`video-${idx}`}
      aria-labelledby={`video-${idx}-heading`}
      data-idx={idx}
      className="scroll-mt-16 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`video-${idx}-heading`} className="text-base font-semibold text-gray-900">
          {label}
        </h3>
        <p className="text-xs text-gray-600">
          {clipClock(video.duration_ms)} · {video.width}×{video.height} · {video.num_viewers} simulated viewers
        </p>
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <OverlayVideo
            ref={player}
            label={label}
            heatmapSrc={video.heatmap_video}
            originalSrc={video.input_video}
            poster={video.poster}
            width={video.width}
            height={video.height}
            overlay={overlay}
            interactive={interactive}
            onTime={setTime}
            onPlaying={setPlaying}
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            {interactive ? (
              <button
                type="button"
                aria-pressed={overlay}
                onClick={toggleOverlay}
                className="inline-flex items-center gap-2 rounded-md px-2.5 py-1.5 font-semibold text-gray-700 ring-1 ring-inset ring-gray-300 hover:bg-gray-50"
              >
                <span
                  aria-hidden="true"
                  className={cn("relative h-4 w-7 rounded-full transition-colors", overlay ? "bg-brand-600" : "bg-gray-300")}
                >
                  <span
                    className={cn(
                      "absolute top-0.5 h-3 w-3 rounded-full bg-white shadow transition-[left]",
                      overlay ? "left-3.5" : "left-0.5",
                    )}
                  />
                </span>
                Heatmap overlay
              </button>
            ) : (
              <a href={video.input_video} className="font-semibold text-brand-700 underline hover:text-brand-800">
                Watch the original clip (no overlay)
              </a>
            )}
            <p className="text-xs text-gray-600">
              {video.frames_analysed} frames analysed · {video.scene_cuts_ms.length} scene{" "}
              {video.scene_cuts_ms.length === 1 ? "cut" : "cuts"}
            </p>
          </div>

          <div className="mt-6">
            <VideoTimeline video={video} label={label} time={interactive ? time : null} onSeek={interactive ? seek : undefined} />
          </div>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <KeyFrames video={video} label={label} time={interactive ? time : null} onSeek={interactive ? seekFromKeyFrame : undefined} />
          <ClipClarity video={video} />
          <section aria-labelledby={`video-${idx}-affect`}>
            <h4 id={`video-${idx}-affect`} className="text-sm font-semibold text-gray-900">
              Emotional response over the clip
            </h4>
            <dl className="mt-2 grid grid-cols-2 gap-3">
              <Figure term="Valence" value={twoDecimals(affect.valence)} />
              <Figure term="Arousal" value={twoDecimals(affect.arousal)} />
            </dl>
            <VideoSegmentAffect timeline={video.timeline} />
          </section>
        </div>
      </div>

      <StaticTables video={video} />
      {changes ? <WhatToChange {...changes} /> : null}
    </article>
  );
}

/** The clip's clarity: its median second's, with what drives it; nothing for results stored before it. */
function ClipClarity({ video }: { video: VideoResult }) {
  if (video.clarity_score == null) return null;
  const headingId = `video-${video.input_image_idx}-clarity`;
  const interval = video.clarity_score_interval;
  const drivers = clarityDriversText(video.clarity_drivers ?? []);
  return (
    <section aria-labelledby={headingId} data-testid="video-clarity">
      <h4 id={headingId} className="text-sm font-semibold text-gray-900">
        Clarity
      </h4>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <Figure
          term="Clarity of the clip"
          value={formatScore(video.clarity_score)}
          range={formatScoreRange(interval)}
          note={`Its median second of ${video.timeline.length}`}
        />
      </dl>
      <p className="mt-2 text-xs text-gray-700">
        0 to 100, higher is clearer; in brackets, its 90 % range. Read from the frames alone, as people judge the visual complexity of still
        images{drivers ? `; in that second: ${drivers} points against an average creative of its kind` : ""}. The timeline shows each
        second&apos;s.
      </p>
    </section>
  );
}

// The tables stay put while the playhead moves.
const StaticTables = memo(function StaticTables({ video }: { video: VideoResult }) {
  return <VideoEyeCatchers video={video} />;
});

function KeyFrames({
  video,
  label,
  time,
  onSeek,
}: {
  video: VideoResult;
  label: string;
  time: number | null;
  onSeek?: (seconds: number) => void;
}) {
  if (video.key_frames.length === 0) return null;
  const headingId = `video-${video.input_image_idx}-key-frames`;
  // The key frame the player has passed last.
  const current = time === null ? -1 : video.key_frames.findLastIndex((frame) => frame.t_ms <= time * 1000 + 50);
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-gray-900">
        Key frames
      </h4>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3" data-testid="key-frames">
        {video.key_frames.map((frame, index) => {
          const when = clipClock(frame.t_ms);
          const reason = KEY_FRAME_REASON_LABELS[frame.reason];
          const body = (
            <>
              <img
                src={frame.heatmap}
                alt={`${label} at ${when} with the viewers' heatmap`}
                loading="lazy"
                className="block w-full rounded bg-gray-100 object-cover ring-1 ring-gray-200"
                style={{ aspectRatio: `${video.width} / ${video.height}` }}
              />
              <span className="mt-1 flex flex-col text-xs">
                <span className="font-semibold tabular-nums text-gray-900">{when}</span>
                <span className="truncate text-gray-600">{reason}</span>
              </span>
            </>
          );
          const frameClass = cn(
            "block w-full rounded-md p-1 text-start",
            index === current ? "bg-brand-50 ring-2 ring-brand-600" : "hover:bg-gray-50",
          );
          return (
            <li key={`${frame.t_ms}-${frame.reason}`} data-t-ms={frame.t_ms}>
              {onSeek ? (
                <button
                  type="button"
                  className={frameClass}
                  aria-current={index === current || undefined}
                  aria-label={`Go to ${when} (${reason})`}
                  onClick={() => onSeek(frame.t_ms / 1000)}
                >
                  {body}
                </button>
              ) : (
                <a href={frame.heatmap} className={frameClass}>
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
