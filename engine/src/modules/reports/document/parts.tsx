import { Image, Link, Text, View } from "@react-pdf/renderer";
import type { EmbeddedImage, ReportModel } from "#src/modules/reports/report-model";
import { FRAME, styles } from "./styles";

export function Footer({ model }: { model: ReportModel }) {
  return (
    <View style={styles.footer} fixed>
      <View style={styles.footerRow}>
        <Text style={{ flex: 1 }}>{`${model.productName} · Audience simulation report · ${model.campaign.name}`}</Text>
        <Text style={{ textAlign: "right" }} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
      <Text style={{ marginTop: 2 }}>
        Simulated, not measured: how closely the model matches real eye tracking is published at{" "}
        <Link src={model.accuracyUrl} style={styles.link}>
          {model.accuracyUrl}
        </Link>
      </Text>
    </View>
  );
}

export function BrandHeader({ productName, kicker }: { productName: string; kicker: string }) {
  return (
    <>
      <View style={styles.brandRow}>
        <Text style={styles.brand}>{productName}</Text>
        <Text style={styles.kicker}>{kicker}</Text>
      </View>
      <View style={styles.brandRule} />
    </>
  );
}

export function FigureOrNote({ image, title, note }: { image: EmbeddedImage | null; title: string; note: string }) {
  if (image) return <Figure image={image} title={title} note={note} />;
  return (
    <View style={[styles.figure, styles.frame]}>
      <Text style={styles.muted}>No {title.toLowerCase()} heatmap for this simulation</Text>
    </View>
  );
}

export function Figure({ image, title, note }: { image: EmbeddedImage; title: string; note: string }) {
  const fit = Math.min(FRAME.width / image.width, FRAME.height / image.height);
  return (
    <View style={styles.figure}>
      <View style={styles.frame}>
        <Image src={image} style={{ width: image.width * fit, height: image.height * fit }} />
      </View>
      <Text style={styles.caption}>
        <Text style={styles.captionTitle}>{title}</Text> · {note}
      </Text>
    </View>
  );
}

/** A figure with its label, in the row of tiles at the top of a creative's page. */
/** `range`: the figure's 90 % interval, after it in small type. */
export function Tile({ value, label, range, last = false }: { value: string; label: string; range?: string; last?: boolean }) {
  return (
    <View style={[styles.tile, last ? styles.tileLast : {}]}>
      <Text style={styles.tileValue}>
        {value}
        {range ? <Text style={[styles.muted, { fontSize: 6.5, fontWeight: "normal" }]}> ({range})</Text> : null}
      </Text>
      <Text style={styles.tileLabel}>{label}</Text>
    </View>
  );
}

/** A table cell's figure with its 90 % interval after it, in small type (wrapping beneath only when the column is narrow). */
export function NumCell({ value, range, width }: { value: string; range?: string; width: string }) {
  return (
    <Text style={[styles.num, { width }]}>
      {value}
      {range ? <Text style={[styles.muted, { fontSize: 6.5 }]}> ({range})</Text> : null}
    </Text>
  );
}
