/** Whole percent, as the spec rounds progress and scores. */
export function wholePercent(value: number): string {
  return `${Math.round(value)}%`;
}

export function sharePercent(share: number): string {
  return wholePercent(share * 100);
}

/** Valence and arousal readouts: two decimals, with a real minus sign. */
export function twoDecimals(value: number): string {
  const text = value.toFixed(2);
  return text === "-0.00" ? "0.00" : text.replace("-", "−");
}
