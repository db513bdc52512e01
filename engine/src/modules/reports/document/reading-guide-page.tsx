import { AFFECT_DEFINITIONS, type CreativeKind, SEEN_IN_3S_TEXT, VIEWING_TIME_TEXT } from "@adsight/shared";
import { Link, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { EYE_CATCHER_REACH } from "#src/simulation/results/eye-catchers";
import type { ReportModel } from "#src/modules/reports/report-model";
import { BrandHeader } from "./parts";
import { COLOURS, styles } from "./styles";

export function ReadingGuidePage({ model, kinds, footer }: { model: ReportModel; kinds: ReadonlySet<CreativeKind>; footer: ReactNode }) {
  return (
    <Page size="A4" style={styles.page}>
      <BrandHeader productName={model.productName} kicker="How to read this report" />
      <Text style={styles.h1}>What the figures mean</Text>
      <View style={{ marginTop: 14 }}>
        <Glossary
          term="Overall Score"
          text="0–100. Combines how concentrated attention is, how many viewers' first glances land on an eye catcher, and Positive Energy."
        />
        <Glossary term="Eye Catchers" text={`Objects that at least ${EYE_CATCHER_REACH}% of the simulated viewers looked at.`} />
        <Glossary term="Reach Score" text="Share of viewers who looked at the object at least once." />
        <Glossary term="Attention Share" text="Share of all viewing time spent on the object." />
        <Glossary
          term="Efficiency"
          text="Attention share ÷ the object's share of the image area: 1.00× is attention in proportion to its size."
        />
        <Glossary
          term="Seen in 1 s, 3 s"
          text={`Share of all viewers who looked at the area within the first second, the first 3 seconds. ${SEEN_IN_3S_TEXT}`}
        />
        <Glossary
          term="Time to first look"
          text="How long after the creative appears viewers first look at the area: the median over the viewers who looked."
        />
        <Glossary term="Dwell" text="Viewing time on the area, averaged over all viewers." />
        <Glossary
          term="First second, First 3 seconds"
          text="Heatmaps of the looks that began in the first second and in the first 3 seconds, each weighed by how long it lasted, beside the Full Heatmap of the whole view."
        />
        {kinds.has("video") && (
          <>
            <Glossary
              term="Focus (video)"
              text="How much the viewers' gaze agrees in one second of a video: 1 when everyone looks at one spot, 0 when the gaze is spread evenly over the frame."
            />
            <Glossary
              term="Seen by (video)"
              text="Share of all viewers whose gaze has landed on the eye catcher by that moment of the clip (by second 3, by the end): it only grows. On screen is how long the eye catcher shows; looked at, the mean time a viewer's gaze rests on it."
            />
            <Glossary
              term="Key frames"
              text="Stills of a video with the heatmap of that moment: the first frame of each scene and the moments the audience's gaze was most focused."
            />
          </>
        )}
        <Glossary term="Valence" text={AFFECT_DEFINITIONS.valence} />
        <Glossary term="Arousal" text={AFFECT_DEFINITIONS.arousal} />
        <Glossary term="Positive Energy" text={AFFECT_DEFINITIONS.positiveEnergy} />
        <Glossary term="Emotional Risk" text={AFFECT_DEFINITIONS.emotionalRisk} />
        <Glossary term="Emotions" text={AFFECT_DEFINITIONS.emotions} />
      </View>
      <Text style={styles.h2}>Simulated, not measured</Text>
      <Text>
        Every figure comes from a simulated audience built from the campaign&apos;s audience setup. {VIEWING_TIME_TEXT}
        {kinds.has("video") ? " A video is watched from its start to its end." : ""} The viewers follow attention patterns fitted to real
        eye-tracking recordings of photographs and web pages and to what people marked as important on ads and posters. The model&apos;s
        measured agreement with people on each kind of content, beside a simple baseline and the agreement between real people, is published
        at{" "}
        <Link src={model.accuracyUrl} style={styles.link}>
          {model.accuracyUrl}
        </Link>
        , so you can judge how far to trust a heatmap before acting on it.
      </Text>
      {footer}
    </Page>
  );
}

function Glossary({ term, text }: { term: string; text: string }) {
  return (
    <View style={{ flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.5, borderColor: COLOURS.rule }}>
      <Text style={[styles.bold, { width: "24%" }]}>{term}</Text>
      <Text style={{ width: "76%" }}>{text}</Text>
    </View>
  );
}
