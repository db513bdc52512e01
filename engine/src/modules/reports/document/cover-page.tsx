import { Image, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { ReportModel } from "#src/modules/reports/report-model";
import { dayFormat, formatScore, imageName, period } from "./format";
import { BrandHeader } from "./parts";
import { ranked } from "./ranking-page";
import { COLOURS, styles } from "./styles";

export function CoverPage({ model, footer }: { model: ReportModel; footer: ReactNode }) {
  const { campaign } = model;
  const best = ranked(model.images)[0]?.image;
  const creatives = model.images.length + model.videos.length;
  const scale =
    campaign.viewersPerImage === null
      ? `${campaign.scale}`
      : `${campaign.scale} (${campaign.viewersPerImage.toLocaleString("en-US")} simulated viewers per ${model.videos.length > 0 ? "creative" : "image"})`;
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="Audience simulation report" />
      <Text style={styles.title}>{campaign.name}</Text>
      <Text style={styles.subtitle}>
        {creatives} {creatives === 1 ? "creative" : "creatives"} simulated on {dayFormat.format(campaign.simulatedAt)}
      </Text>

      <View style={styles.facts}>
        <Fact wide label="Audience" value={campaign.audience || "—"} />
        <Fact label="Location" value={campaign.location || "—"} />
        <Fact label="Campaign period" value={period(campaign.startDate, campaign.endDate)} />
        <Fact label="Scale" value={scale} />
        <Fact label="Report date" value={dayFormat.format(model.generatedAt)} />
      </View>

      {best && (
        <View style={styles.highlight} wrap={false}>
          <Image src={best.thumbnail} style={{ width: 72, height: 54, objectFit: "cover", marginRight: 12 }} />
          <View style={{ flexGrow: 1 }}>
            <Text style={styles.kicker}>Top-scoring creative</Text>
            <Text style={{ fontWeight: "bold", fontSize: 13, color: COLOURS.ink, marginTop: 2 }}>{imageName(best.idx)}</Text>
          </View>
          <View style={{ alignItems: "flex-end" }}>
            <Text style={[styles.bigScore, { fontSize: 22 }]}>{formatScore(best.scores.overall_score)}</Text>
            <Text style={styles.tileLabel}>Overall Score (0–100)</Text>
          </View>
        </View>
      )}

      <Text style={styles.h2}>Audience setup</Text>
      <AudienceTable categories={campaign.categories} />
      {footer}
    </Page>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <View style={wide ? styles.factWide : styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue}>{value}</Text>
    </View>
  );
}

// Two tables to a row, so a typical setup fits on the cover.
function AudienceTable({ categories }: { categories: ReportModel["campaign"]["categories"] }) {
  const entries = Object.entries(categories);
  if (entries.length === 0) return <Text style={styles.muted}>No audience segments: every viewer follows the neutral baseline.</Text>;
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" }}>
      {entries.map(([category, { values }]) => (
        <View key={category} style={{ width: "48%", marginBottom: 8 }} wrap={false}>
          <View style={[styles.headRow, { borderTopWidth: 1, borderColor: COLOURS.ink, paddingVertical: 4 }]}>
            <Text style={[styles.th, { width: "60%" }]}>{category}</Text>
            <Text style={[styles.th, styles.num, { width: "15%" }]}>Share</Text>
          </View>
          {Object.entries(values).map(([label, share]) => (
            <View key={label} style={[styles.row, { paddingVertical: 1.5 }]}>
              <Text style={{ width: "60%" }}>{label}</Text>
              <Text style={[styles.num, { width: "15%" }]}>{Math.round(share * 100)}%</Text>
              <View style={{ width: "25%", paddingLeft: 8 }}>
                <View style={styles.bar}>
                  <View style={[styles.barFill, { width: `${Math.round(share * 100)}%` }]} />
                </View>
              </View>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
