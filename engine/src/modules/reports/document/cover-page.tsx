import type { CreativeKind } from "@adsight/shared";
import { Image, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { ReportModel } from "#src/modules/reports/report-model";
import { AudienceSetup } from "./audience-setup";
import { dayFormat, formatScore, imageName, period } from "./format";
import { BrandHeader } from "./parts";
import { ranked } from "./ranking-page";
import { COLOURS, styles } from "./styles";
import { WhichVersionWins } from "./which-version-wins";

export function CoverPage({
  model,
  creatives,
  kinds,
  footer,
}: {
  model: ReportModel;
  creatives: number;
  kinds: ReadonlySet<CreativeKind>;
  footer: ReactNode;
}) {
  const { campaign } = model;
  const best = ranked(model.images)[0]?.image;
  const scale =
    campaign.viewersPerImage === null
      ? `${campaign.scale}`
      : `${campaign.scale} (${campaign.viewersPerImage.toLocaleString("en-US")} simulated viewers per ${kinds.has("video") ? "creative" : "image"})`;
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
      {model.abRanking && <WhichVersionWins ranking={model.abRanking} shown={Math.min(2, model.abRanking.comparisons.length)} />}

      <AudienceSetup categories={campaign.categories} />
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
