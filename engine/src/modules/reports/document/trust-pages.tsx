import {
  type CreativeKind,
  type DesignedFidelity,
  designedFidelityRows,
  type EmotionFidelity,
  emotionFidelityRows,
  type VideoFidelity,
  slideshowFidelityText,
  type SlideshowFidelity,
  SPLIT_HALF_NOTE,
  videoFidelityRows,
  videoFidelityText,
} from "@adsight/shared";
import { Link, Text, View } from "@react-pdf/renderer";
import type { ReportModel } from "#src/modules/reports/report-model";
import { styles } from "./styles";

export function TrustChecks({ model, kinds }: { model: ReportModel; kinds: ReadonlySet<CreativeKind> }) {
  const { attention, designed, emotion, video, slideshows } = model.trust;
  const metrics = [
    { name: "AUC-Judd", key: "aucJudd", better: "higher" },
    { name: "NSS", key: "nss", better: "higher" },
    { name: "CC", key: "cc", better: "higher" },
    { name: "KL", key: "kl", better: "lower" },
    { name: "sAUC", key: "sAuc", better: "higher" },
  ] as const;
  return (
    <>
      <View style={styles.section} wrap={false}>
        <Text style={styles.kicker}>How far to trust the figures</Text>
        <Text style={styles.h1}>Checked against people</Text>
        <Text style={[styles.h2, { marginTop: 14 }]}>Where the audience looks</Text>
        <Text>
          The simulation ran on {attention.images} photographs from OSIE, a public eye-tracking data set the model never saw while it was
          fitted, with {attention.viewersPerImage.toLocaleString("en-US")} simulated viewers each; their heatmaps are compared with where
          the people in the study looked in their first three seconds, beside a blurred spot in the centre of the image (a centred
          Gaussian), where people tend to look first.
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
      </View>
      {designed && <DesignedChecks figures={designed} productName={model.productName} />}
      {emotion && <EmotionChecks record={emotion} productName={model.productName} />}
      {video && kinds.has("video") && <VideoChecks record={video} slideshows={slideshows} productName={model.productName} />}
      <Text style={{ marginTop: 14 }}>
        What each check means, in plain words:{" "}
        <Link src={model.accuracyUrl} style={styles.link}>
          {model.accuracyUrl}
        </Link>
      </Text>
    </>
  );
}

function DesignedChecks({ figures, productName }: { figures: DesignedFidelity; productName: string }) {
  const { fiwi, gdi } = figures.after;
  return (
    <View wrap={false}>
      <Text style={[styles.h2, { marginTop: 14 }]}>Web pages and ads</Text>
      <Text>
        Checked on {fiwi.images} web pages people looked at with an eye tracker and {gdi.images} ads and posters whose important parts
        people marked by hand (CC only: importance is not gaze). These were used to fit the model, so each is scored by a model fitted
        without it (5-fold cross-validation). People: each observer predicted from the other ten.
      </Text>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "40%" }]}>Content</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>{productName}</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>Centred Gaussian</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>People</Text>
        </View>
        {designedFidelityRows(figures).map((row) => (
          <View key={row.check} style={styles.row}>
            <Text style={[styles.bold, { width: "40%" }]}>{row.check}</Text>
            <Text style={[styles.num, styles.bold, { width: "20%" }]}>{row.model}</Text>
            <Text style={[styles.num, { width: "20%" }]}>{row.centre}</Text>
            <Text style={[styles.num, { width: "20%" }]}>{row.people}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function VideoChecks({
  record,
  slideshows,
  productName,
}: {
  record: VideoFidelity;
  slideshows: SlideshowFidelity | null;
  productName: string;
}) {
  return (
    <View wrap={false}>
      <Text style={[styles.h2, { marginTop: 14 }]}>Where the audience looks in a video</Text>
      <Text>{videoFidelityText(record)}</Text>
      <View style={[styles.table, { marginTop: 8 }]}>
        <View style={styles.headRow}>
          <Text style={[styles.th, { width: "60%" }]}>Map</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>NSS</Text>
          <Text style={[styles.th, styles.num, { width: "20%" }]}>CC</Text>
        </View>
        {videoFidelityRows(record, productName, slideshows).map((row) => (
          <View key={row.map} style={styles.row}>
            <Text style={[styles.bold, { width: "60%" }]}>{row.map}</Text>
            <Text style={[styles.num, row.product ? styles.bold : {}, { width: "20%" }]}>{row.nss}</Text>
            <Text style={[styles.num, row.product ? styles.bold : {}, { width: "20%" }]}>{row.cc}</Text>
          </View>
        ))}
      </View>
      <Text style={{ marginTop: 6 }}>{SPLIT_HALF_NOTE}</Text>
      {slideshows && <Text style={{ marginTop: 6 }}>{slideshowFidelityText(slideshows)}</Text>}
      <Text style={{ marginTop: 6 }}>
        <Text style={styles.bold}>Not checked on:</Text> {record.notCheckedOn}.
      </Text>
    </View>
  );
}

function EmotionChecks({ record, productName }: { record: EmotionFidelity; productName: string }) {
  const { affect, emotions } = emotionFidelityRows(record, productName);
  const cell = { width: "12%" };
  return (
    <View wrap={false}>
      <Text style={[styles.h2, { marginTop: 14 }]}>How the audience feels</Text>
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
