import { type EmotionFidelity, emotionFidelityRows } from "@adsight/shared";
import { Link, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { ReportModel } from "#src/modules/reports/report-model";
import { BrandHeader } from "./parts";
import { styles } from "./styles";

export function TrustPage({ model, footer }: { model: ReportModel; footer: ReactNode }) {
  const { attention, emotion } = model.trust;
  const metrics = [
    { name: "AUC-Judd", key: "aucJudd", better: "higher" },
    { name: "NSS", key: "nss", better: "higher" },
    { name: "CC", key: "cc", better: "higher" },
    { name: "KL", key: "kl", better: "lower" },
    { name: "sAUC", key: "sAuc", better: "higher" },
  ] as const;
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="How far to trust the figures" />
      <Text style={styles.h1}>Checked against people</Text>
      <Text style={[styles.h2, { marginTop: 14 }]}>Where the audience looks</Text>
      <Text>
        The simulation ran on {attention.images} photographs from OSIE, a public eye-tracking data set the model never saw while it was
        fitted, with {attention.viewersPerImage.toLocaleString("en-US")} simulated viewers each; their heatmaps are compared with where the
        people in the study looked in their first three seconds, beside a blurred spot in the centre of the image (a centred Gaussian),
        where people tend to look first.
      </Text>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "40%" }]}>Metric</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>{model.productName}</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>Centred Gaussian</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]} />
        </View>
        {metrics.map((metric) => (
          <View key={metric.key} style={styles.row}>
            <Text style={[styles.bold, { width: "40%" }]}>{metric.name}</Text>
            <Text style={[styles.num, styles.bold, { width: "20%" }]}>{attention.model[metric.key].toPrecision(3)}</Text>
            <Text style={[styles.num, { width: "20%" }]}>{attention.centredGaussian[metric.key].toPrecision(3)}</Text>
            <Text style={[styles.num, styles.muted, { width: "20%" }]}>{metric.better} is better</Text>
          </View>
        ))}
      </View>
      {emotion && <EmotionChecks record={emotion} productName={model.productName} />}
      <Text style={{ marginTop: 14 }}>
        What each score means, and the commands that reproduce them:{" "}
        <Link src={model.accuracyUrl} style={styles.link}>
          {model.accuracyUrl}
        </Link>
      </Text>
      {footer}
    </Page>
  );
}

function EmotionChecks({ record, productName }: { record: EmotionFidelity; productName: string }) {
  const { affect, emotions } = emotionFidelityRows(record, productName);
  const cell = { width: "12%" };
  return (
    <View wrap={false}>
      <Text style={styles.h2}>How the audience feels</Text>
      <Text>
        The valence and arousal model was fitted on {record.fittedOn.join(" and ")}, rated by people, and checked by {record.folds}-fold
        cross-validation (each image scored by a model fitted without it): the correlation of the audience&apos;s valence and arousal with
        people&apos;s mean ratings (1 is perfect, 0 unrelated), and how often an image people rated clearly pleasant or unpleasant lands on
        the right side of neutral.
      </Text>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "52%" }]}>Checked on</Text>
          <Text style={[styles.th, styles.num, cell]}>Images</Text>
          <Text style={[styles.th, styles.num, cell]}>Valence r</Text>
          <Text style={[styles.th, styles.num, cell]}>Arousal r</Text>
          <Text style={[styles.th, styles.num, cell]}>Right side</Text>
        </View>
        {affect.map((row) => (
          <View key={row.check} style={styles.row}>
            <Text style={{ width: "52%" }}>
              {row.check}
              {row.before && (
                <Text
                  style={styles.muted}
                >{`\nbefore the fitted model: ${row.before.valence} / ${row.before.arousal} / ${row.before.side}`}</Text>
              )}
            </Text>
            <Text style={[styles.num, cell]}>{row.images.toLocaleString("en-US")}</Text>
            <Text style={[styles.num, cell]}>{row.valence}</Text>
            <Text style={[styles.num, cell]}>{row.arousal}</Text>
            <Text style={[styles.num, cell]}>{row.side}</Text>
          </View>
        ))}
      </View>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "55%" }]}>Emotions named, Emotion6 photographs</Text>
          <Text style={[styles.th, styles.num, { width: "25%" }]}>Most named emotion right</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>KL, lower is better</Text>
        </View>
        {emotions.map((row) => (
          <View key={row.predictor} style={styles.row}>
            <Text style={{ width: "55%" }}>{row.predictor}</Text>
            <Text style={[styles.num, { width: "25%" }]}>{row.top1}</Text>
            <Text style={[styles.num, { width: "20%" }]}>{row.kl}</Text>
          </View>
        ))}
      </View>
      <Text style={{ marginTop: 8 }}>
        <Text style={styles.bold}>Not checked on: </Text>
        {record.notCheckedOn}
      </Text>
    </View>
  );
}
