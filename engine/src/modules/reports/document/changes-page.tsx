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
import type { EmbeddedImage, ReportChange, ReportChanges } from "#src/modules/reports/report-model";
import { clipClock } from "./format";
import { Figure } from "./parts";
import { COLOURS, styles } from "./styles";

const TONE = { gain: COLOURS.positive, loss: COLOURS.brand, unclear: COLOURS.muted } as const;

interface ChangesPageProps {
  name: string;
  // An image's own picture, the "before" of each change; a video's changes carry their key frames.
  picture: EmbeddedImage | null;
  changes: ReportChanges;
  footer: ReactNode;
}

/** The edits the model tested on a creative and kept, each before and after, largest gain first. */
export function ChangesPage({ name, picture, changes, footer }: ChangesPageProps) {
  const goal = RECOMMENDATION_GOAL_LABELS[changes.goal] + (changes.target ? ` (${changes.target})` : "");
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.kicker}>What to change</Text>
      <Text style={styles.h1}>{name}</Text>
      <Text style={[styles.subtitle, { marginTop: 4, marginBottom: 0 }]}>
        Goal: {goal}. The model tried {changes.tried} {changes.tried === 1 ? "edit" : "edits"} ({viewersPerVersion(changes.viewers)}) and
        kept the {changes.kept.length + changes.more} whose gain&apos;s 90 % range excludes zero
        {changes.more > 0 ? `; the first ${changes.kept.length} are here, all of them on the results page` : ""}.{" "}
        {beforeNote(changes.viewers)}
      </Text>
      <View style={styles.sectionRule} />
      {changes.kept.map((change) => (
        <Change key={change.rank} picture={picture} change={change} goalText={GOAL_FIGURES[changes.goal].text} />
      ))}
      {footer}
    </Page>
  );
}

function Change({ picture, change, goalText }: { picture: EmbeddedImage | null; change: ReportChange; goalText: string }) {
  const before = change.before?.still ?? picture;
  return (
    <View wrap={false} style={{ marginBottom: 18 }}>
      <Text style={[styles.bold, { fontSize: 11 }]}>
        {change.rank}. {change.title}
      </Text>
      <View style={[styles.figures, { marginTop: 6 }]}>
        {before && (
          <Figure image={before} title="Before" note={change.before ? `the frame at ${clipClock(change.before.tMs)}` : "as simulated"} />
        )}
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
