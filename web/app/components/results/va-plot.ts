import { PLOT_MAX, PLOT_MIN } from "@adsight/shared";

/** The valence–arousal plot's geometry in SVG user units: a square drawing area inside a margin for the axis labels. */
export const VA_PLOT = { size: 240, margin: 24 } as const;

/** A value in PLOT_MIN..PLOT_MAX (clamped) as a distance along an axis of `length`, PLOT_MIN at 0. */
export function axisOffset(value: number, length: number): number {
  const clamped = Math.min(PLOT_MAX, Math.max(PLOT_MIN, Number.isFinite(value) ? value : 0));
  return ((clamped - PLOT_MIN) / (PLOT_MAX - PLOT_MIN)) * length;
}

/** Where a (valence, arousal) dot sits: valence to the right, arousal upwards. */
export function vaPoint(valence: number, arousal: number): { x: number; y: number } {
  const { size, margin } = VA_PLOT;
  return { x: margin + axisOffset(valence, size), y: margin + size - axisOffset(arousal, size) };
}
