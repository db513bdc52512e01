import { formatSeconds, sharedAreas } from "@adsight/shared";
import { Text, View } from "@react-pdf/renderer";
import type { ReportModel } from "#src/modules/reports/report-model";
import { imageName, percent } from "./format";
import { COLOURS, styles } from "./styles";

export function SameAreas({ model }: { model: ReportModel }) {
  const areas = sharedAreas(model.images);
  if (areas.length === 0) return null;
  return (
    <View style={styles.section}>
      <Text style={styles.kicker} minPresenceAhead={120}>
        Your areas across creatives
      </Text>
      <Text style={styles.h1}>The same area on each creative</Text>
      <Text style={[styles.subtitle, { marginTop: 4, marginBottom: 4 }]}>
        Areas you drew with the same name on several creatives, side by side: the earlier and the more viewers see them, the better.
      </Text>
      {areas.map((area) => (
        <View key={area.name} wrap={false}>
          <Text style={styles.h2}>{area.name}</Text>
          <View style={styles.table}>
            <View style={styles.headRow}>
              <Text style={[styles.th, { width: "30%" }]}>Creative</Text>
              <Text style={[styles.th, styles.num, { width: "17%" }]}>Seen in 1 s</Text>
              <Text style={[styles.th, styles.num, { width: "17%" }]}>Seen in 3 s</Text>
              <Text style={[styles.th, styles.num, { width: "20%" }]}>Time to first look</Text>
              <Text style={[styles.th, styles.num, { width: "16%" }]}>Dwell</Text>
            </View>
            {area.images.map(({ idx, time, best }) => (
              <View key={idx} style={[styles.row, best ? { backgroundColor: COLOURS.brandTint } : {}]}>
                <Text style={[styles.bold, { width: "30%", paddingLeft: 4 }]}>{imageName(idx)}</Text>
                <Text style={[styles.num, { width: "17%" }]}>{percent(time.seen_1s)}</Text>
                <Text style={[styles.num, { width: "17%" }]}>{percent(time.seen_3s)}</Text>
                <Text style={[styles.num, { width: "20%" }]}>{formatSeconds(time.first_look_ms?.median)}</Text>
                <Text style={[styles.num, { width: "16%", paddingRight: 4 }]}>{formatSeconds(time.dwell_ms)}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  );
}
