import { VIEWER_ZOOM_MAX, VIEWER_ZOOM_MIN } from "@adsight/shared";
import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from "react";

const DRAG_THRESHOLD_PX = 4;

const clampZoom = (zoom: number) => Math.min(VIEWER_ZOOM_MAX, Math.max(VIEWER_ZOOM_MIN, zoom));

export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; x: number; y: number; moved: boolean } | null>(null);
  const surface = useRef<HTMLDivElement>(null);

  useEffect(() => {
    surface.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const onWheel = (event: WheelEvent) => setZoom((current) => clampZoom(current * (event.deltaY < 0 ? 1.1 : 1 / 1.1)));
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { startX: event.clientX, startY: event.clientY, x: offset.x, y: offset.y, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (Math.hypot(dx, dy) > DRAG_THRESHOLD_PX) current.moved = true;
    if (current.moved) setOffset({ x: current.x + dx, y: current.y + dy });
  };
  const onPointerUp = () => {
    const moved = drag.current?.moved ?? false;
    drag.current = null;
    if (!moved) onClose();
  };

  return (
    <div
      ref={surface}
      role="dialog"
      aria-modal="true"
      aria-label="Image viewer. Scroll to zoom, drag to move, click to close."
      tabIndex={-1}
      data-testid="image-viewer"
      data-zoom={zoom.toFixed(2)}
      className="fixed inset-0 z-50 flex cursor-grab touch-none select-none items-center justify-center overflow-hidden bg-gray-950/90 outline-none active:cursor-grabbing"
      onWheel={onWheel}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        className="max-h-full max-w-full"
        style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
      />
      <p className="pointer-events-none absolute bottom-4 rounded bg-black/60 px-3 py-1 text-sm text-white" aria-hidden="true">
        {Math.round(zoom * 100)}%
      </p>
    </div>
  );
}

// A clip plays in its own controls, so only the backdrop, the Close button and Escape close it.
export function VideoViewer({ src, poster, label, onClose }: { src: string; poster: string; label: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-testid="video-viewer"
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-950/90 p-4 sm:p-10"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <video src={src} poster={poster} controls autoPlay playsInline className="max-h-full max-w-full rounded-md bg-black shadow-2xl" />
      <button
        ref={close}
        type="button"
        onClick={onClose}
        className="absolute end-4 top-4 rounded-md bg-white/90 px-3 py-1.5 text-sm font-semibold text-gray-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Close
      </button>
    </div>
  );
}
