import { forwardRef, type SyntheticEvent, useEffect, useImperativeHandle, useRef } from "react";
import { cn } from "~/utils/misc";

export interface OverlayVideoHandle {
  /** The shown clip's moment. */
  currentTime: () => number | undefined;
  seek: (seconds: number) => void;
  /** Before the overlay turns on or off: the clip about to show takes the shown one's moment, sound and speed, playing if it was. */
  handOver: (overlayNext: boolean) => void;
  scrollIntoView: () => void;
}

export interface OverlayVideoProps {
  label: string;
  heatmapSrc: string;
  originalSrc: string;
  poster: string;
  width: number;
  height: number;
  overlay: boolean;
  /** Once JavaScript runs the original clip plays beneath the heatmap video, so the toggle only swaps which one shows. */
  interactive: boolean;
  onTime: (seconds: number) => void;
  onPlaying: (playing: boolean) => void;
}

// Further apart than this, the hidden clip jumps to the shown one's moment.
const DRIFT_S = 0.25;

/**
 * The heatmap video and, once JavaScript runs, the original clip stacked under it, playing in step. The one shown leads
 * (its controls, its sound); the other follows muted. Toggling the overlay swaps which is shown, so the clip neither
 * pauses nor starts again, as swapping one player's source did.
 */
export const OverlayVideo = forwardRef<OverlayVideoHandle, OverlayVideoProps>(function OverlayVideo(
  { label, heatmapSrc, originalSrc, poster, width, height, overlay, interactive, onTime, onPlaying },
  ref,
) {
  const heatmap = useRef<HTMLVideoElement>(null);
  const original = useRef<HTMLVideoElement>(null);
  const pair = () => ({ leader: overlay ? heatmap.current : original.current, follower: overlay ? original.current : heatmap.current });

  useImperativeHandle(ref, () => ({
    currentTime: () => pair().leader?.currentTime,
    seek(seconds) {
      for (const element of [heatmap.current, original.current]) if (element) element.currentTime = seconds;
    },
    scrollIntoView() {
      heatmap.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    },
    handOver(overlayNext) {
      const from = overlay ? heatmap.current : original.current;
      const to = overlayNext ? heatmap.current : original.current;
      if (!from || !to || from === to) return;
      if (Math.abs(to.currentTime - from.currentTime) > 0.05) to.currentTime = from.currentTime;
      to.playbackRate = from.playbackRate;
      to.volume = from.volume;
      to.muted = from.muted;
      from.muted = true;
      if (!from.paused && to.paused) to.play().catch(() => undefined);
    },
  }));

  // The clip beneath starts muted: one sound at a time, the shown clip's (React keeps no `muted` in step after mount).
  useEffect(() => {
    if (original.current) original.current.muted = true;
  }, [interactive]);

  // Only the shown clip's events lead; the hidden one's (its own play, its catching up) are echoes.
  const lead =
    (action: (leader: HTMLVideoElement, follower: HTMLVideoElement | null) => void) => (event: SyntheticEvent<HTMLVideoElement>) => {
      const { leader, follower } = pair();
      if (event.currentTarget === leader) action(leader, follower);
    };
  const align = (leader: HTMLVideoElement, follower: HTMLVideoElement | null) => {
    if (follower && !follower.seeking && Math.abs(follower.currentTime - leader.currentTime) > DRIFT_S)
      follower.currentTime = leader.currentTime;
  };

  const handlers = {
    onPlay: lead((leader, follower) => {
      onPlaying(true);
      align(leader, follower);
      follower?.play().catch(() => undefined);
    }),
    onPause: lead((_, follower) => {
      onPlaying(false);
      follower?.pause();
    }),
    onEnded: lead(() => onPlaying(false)),
    onSeeked: lead((leader, follower) => {
      onTime(leader.currentTime);
      if (follower) follower.currentTime = leader.currentTime;
    }),
    onTimeUpdate: lead((leader, follower) => {
      onTime(leader.currentTime);
      align(leader, follower);
    }),
    onRateChange: lead((leader, follower) => {
      if (follower) follower.playbackRate = leader.playbackRate;
    }),
  };

  const shown = "relative z-10";
  const hidden = "pointer-events-none opacity-0";
  const box = "block max-h-[28rem] w-full rounded-md bg-black object-contain";
  return (
    <div className="relative" data-overlay={overlay ? "on" : "off"}>
      <video
        ref={heatmap}
        src={heatmapSrc}
        poster={poster}
        controls={overlay}
        preload="metadata"
        playsInline
        aria-label={`${label} with the viewers' heatmap`}
        aria-hidden={!overlay}
        className={cn(box, overlay ? shown : hidden)}
        style={{ aspectRatio: `${width} / ${height}` }}
        {...handlers}
      >
        <a href={heatmapSrc}>Download the video</a>
      </video>
      {interactive ? (
        <video
          ref={original}
          src={originalSrc}
          poster={poster}
          controls={!overlay}
          preload="metadata"
          playsInline
          aria-label={label}
          aria-hidden={overlay}
          className={cn(box, "absolute inset-0 h-full", overlay ? hidden : shown)}
          {...handlers}
        />
      ) : null}
    </div>
  );
});
