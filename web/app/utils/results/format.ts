// The spec rounds progress and scores to whole percent.
export function wholePercent(value: number): string {
  return `${Math.round(value)}%`;
}

export function sharePercent(share: number): string {
  return wholePercent(share * 100);
}

export function twoDecimals(value: number): string {
  const text = value.toFixed(2);
  return text === "-0.00" ? "0.00" : text.replace("-", "−");
}
