import { PLOT_MAX, PLOT_MIN } from "@adsight/shared";

// SVG user units; the margin holds the axis labels.
export const VA_PLOT = { size: 240, margin: 24 } as const;

export function axisOffset(value: number, length: number): number {
  const clamped = Math.min(PLOT_MAX, Math.max(PLOT_MIN, Number.isFinite(value) ? value : 0));
  return ((clamped - PLOT_MIN) / (PLOT_MAX - PLOT_MIN)) * length;
}

export function vaPoint(valence: number, arousal: number): { x: number; y: number } {
  const { size, margin } = VA_PLOT;
  return { x: margin + axisOffset(valence, size), y: margin + size - axisOffset(arousal, size) };
}
