import { Page, Text, View } from "@react-pdf/renderer";
import {
  beforeAfter,
  beforeNote,
  CHANGE_DIRECTION_TEXT,
  changeDirection,
  changeLine,
  type FigureChange,
  formatChange,
  GOAL_FIGURES,
  RECOMMENDATION_GOAL_LABELS,
  viewersPerVersion,
} from "@adsight/shared";
import type { ReactNode } from "react";
import type { ReportChange, ReportChanges, ReportImage } from "#src/modules/reports/report-model";
import { imageName } from "./format";
import { Figure } from "./parts";
import { COLOURS, styles } from "./styles";

const TONE = { gain: COLOURS.positive, loss: COLOURS.brand, unclear: COLOURS.muted } as const;

/** The edits the model tested on an image and kept, each before and after, largest gain first. */
export function ChangesPage({ image, changes, footer }: { image: ReportImage; changes: ReportChanges; footer: ReactNode }) {
  const goal = RECOMMENDATION_GOAL_LABELS[changes.goal] + (changes.target ? ` (${changes.target})` : "");
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.kicker}>What to change</Text>
      <Text style={styles.h1}>{imageName(image.idx)}</Text>
      <Text style={[styles.subtitle, { marginTop: 4, marginBottom: 0 }]}>
        Goal: {goal}. The model tried {changes.tried} {changes.tried === 1 ? "edit" : "edits"} ({viewersPerVersion(changes.viewers)}) and
        kept the {changes.kept.length + changes.more} whose gain&apos;s 90 % range excludes zero
        {changes.more > 0 ? `; the first ${changes.kept.length} are here, all of them on the results page` : ""}.{" "}
        {beforeNote(changes.viewers)}
      </Text>
      <View style={styles.sectionRule} />
      {changes.kept.map((change) => (
        <Change key={change.rank} image={image} change={change} goalText={GOAL_FIGURES[changes.goal].text} />
      ))}
      {footer}
    </Page>
  );
}

function Change({ image, change, goalText }: { image: ReportImage; change: ReportChange; goalText: string }) {
  return (
    <View wrap={false} style={{ marginBottom: 18 }}>
      <Text style={[styles.bold, { fontSize: 11 }]}>
        {change.rank}. {change.title}
      </Text>
      <View style={[styles.figures, { marginTop: 6 }]}>
        <Figure image={image.picture} title="Before" note="as simulated" />
        <Figure image={change.after} title="After" note={change.title} />
      </View>
      <Text style={{ marginTop: 6 }}>
        <Text style={styles.bold}>{goalText}: </Text>
        {changeLine(change.goal)}
      </Text>
      {change.others.map((other) => (
        <Other key={other.figure} change={other} />
      ))}
    </View>
  );
}

function Other({ change }: { change: FigureChange }) {
  const direction = changeDirection(change);
  return (
    <Text style={{ marginTop: 2 }}>
      {change.label}: {formatChange(change)}, {beforeAfter(change)} ·{" "}
      <Text style={{ color: TONE[direction] }}>{CHANGE_DIRECTION_TEXT[direction]}</Text>
    </Text>
  );
}
