import { abCheckedOnText, type CreativeKind, rankByScore } from "@adsight/shared";
import { Image, Text, View } from "@react-pdf/renderer";
import type { ReportImage, ReportModel } from "#src/modules/reports/report-model";
import { formatScore, imageName, percent } from "./format";
import { COLOURS, styles } from "./styles";
import { WhichVersionWins } from "./which-version-wins";

export const ranked = (images: ReportImage[]) => rankByScore(images, (image) => ({ idx: image.idx, score: image.scores.overall_score }));

export function Ranking({ model, kinds }: { model: ReportModel; kinds: ReadonlySet<CreativeKind> }) {
  const order = ranked(model.images);
  return (
    <View>
      <Text style={styles.kicker}>Ranking</Text>
      <Text style={styles.h1}>Creatives ranked by Overall Score</Text>
      <Text style={[styles.subtitle, { marginTop: 4, marginBottom: 14 }]}>
        Best first.{model.abRanking ? ` ${abCheckedOnText(model.abRanking.checked_on)}` : ""}
        {kinds.has("video") ? " Videos have no Overall Score: their pages show who sees what, second by second." : ""}
      </Text>
      <View style={styles.table}>
        <View style={styles.headRow} fixed>
          <Text style={[styles.th, { width: "8%" }]}>Rank</Text>
          <Text style={[styles.th, { width: "30%" }]}>Creative</Text>
          <Text style={[styles.th, { width: "22%" }]}>Overall Score</Text>
          <Text style={[styles.th, styles.num, { width: "13%" }]}>Eye Catchers</Text>
          <Text style={[styles.th, styles.num, { width: "14%" }]}>Positive Energy</Text>
          <Text style={[styles.th, styles.num, { width: "13%" }]}>Emotional Risk</Text>
        </View>
        {order.map(({ image, rank }) => (
          <View key={image.idx} style={[styles.row, rank === 1 ? { backgroundColor: COLOURS.brandTint } : {}]} wrap={false}>
            <Text style={[styles.bold, { width: "8%", fontSize: 12, paddingLeft: 4, color: rank === 1 ? COLOURS.brand : COLOURS.ink }]}>
              {rank}
            </Text>
            <View style={{ width: "30%", flexDirection: "row", alignItems: "center" }}>
              <Image src={image.thumbnail} style={{ width: 48, height: 36, objectFit: "cover", marginRight: 8 }} />
              <Text style={styles.bold}>{imageName(image.idx)}</Text>
            </View>
            <View style={{ width: "22%", paddingRight: 12 }}>
              <Text style={styles.bold}>{formatScore(image.scores.overall_score)}</Text>
              <View style={styles.bar}>
                <View style={[styles.barFill, { width: `${Math.max(0, Math.min(100, image.scores.overall_score))}%` }]} />
              </View>
            </View>
            <Text style={[styles.num, { width: "13%" }]}>{image.scores.num_eye_catchers}</Text>
            <Text style={[styles.num, { width: "14%" }]}>{percent(image.scores.emo_approach_score)}</Text>
            <Text style={[styles.num, { width: "13%" }]}>{percent(image.scores.emo_risk_score)}</Text>
          </View>
        ))}
      </View>
      {model.abRanking && model.abRanking.comparisons.length > 2 && <WhichVersionWins ranking={model.abRanking} />}
    </View>
  );
}
