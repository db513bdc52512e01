import { abCheckedOnText, abComparisonText, abHeadline, type AbRanking, imageName, scoreWithRange } from "@adsight/shared";
import { Text, View } from "@react-pdf/renderer";
import { COLOURS, styles } from "./styles";

/** The results page's "Which version wins", in its sentences; `shown` comparisons, the rest counted. */
export function WhichVersionWins({ ranking, shown = ranking.comparisons.length }: { ranking: AbRanking; shown?: number }) {
  const rest = ranking.comparisons.length - shown;
  return (
    <View style={{ marginTop: 12 }} wrap={false}>
      <Text style={styles.kicker}>Which version wins</Text>
      <Text style={{ fontWeight: "bold", fontSize: 12, color: COLOURS.ink, marginTop: 3 }}>{abHeadline(ranking)}</Text>
      <Text style={[styles.caption, { color: COLOURS.ink }]}>
        {ranking.ranking
          .slice(0, shown + 1)
          .map(
            (entry) =>
              `${entry.rank}. ${imageName(entry.input_image_idx)}: Overall ${scoreWithRange(entry.overall_score, entry.overall_score_interval)}`,
          )
          .join("   ")}
      </Text>
      {ranking.comparisons.slice(0, shown).map((comparison) => (
        <Text key={comparison.other_idx} style={[styles.caption, { color: COLOURS.ink, marginTop: 2 }]}>
          {abComparisonText(comparison)}
        </Text>
      ))}
      {rest > 0 && <Text style={styles.caption}>The other {rest} against the first: on the ranking page.</Text>}
      <Text style={styles.caption}>{abCheckedOnText(ranking.checked_on)}</Text>
    </View>
  );
}
