import { formatShare } from "@adsight/shared";

// The shared formats, so the page reads as the report does: scores whole, shares whole percent, valence and arousal to 2 decimals.
export {
  formatEfficiency as efficiency,
  formatScore as score,
  formatShare as wholePercent,
  formatTwoDecimals as twoDecimals,
} from "@adsight/shared";

export function sharePercent(share: number): string {
  return formatShare(share * 100);
}
