/** The three sets of development images names are checked on. */
export type NameCheckSet = "photographs" | "designs" | "pages";

export interface NameCount {
  /** Eye catchers given a name (a class, or words). */
  named: number;
  /** Of those, the ones whose name is right. */
  right: number;
  /** right ÷ named. */
  precision: number;
}

export interface NamePrecision extends NameCount {
  /** Detections shown under a plain description ("Blue shape, centre") instead of a class. */
  withheld: number;
  bySet: Record<NameCheckSet, NameCount>;
}

export interface ReadingCount {
  /** Text eye catchers lying on annotated text. */
  onText: number;
  /** Of those, the ones whose words are stated (the rest read "Text (unclear)"). */
  stated: number;
  /** Of the stated ones, those whose words are exactly the annotated words. */
  exact: number;
  /** exact ÷ stated. */
  exactRate: number;
}

export interface TextReadings extends ReadingCount {
  /** Text eye catchers on no annotated text. */
  off: number;
  bySet: Record<NameCheckSet, ReadingCount>;
}

/**
 * The `names` section of engine/research/fidelity.json, written by the research command it names: whether the names
 * of eye catchers are right on the development photographs, designs and web pages. Objects: the precision of the
 * class names shown, per class (`from`: the detector score from which a class is named; null: never named), before
 * (every class named) and after; text: how often the stated words are exactly right, before (every reading stated, no
 * words joined in a row) and after (readings below `reading` shown as unclear).
 */
export interface NameFidelity {
  command: string;
  images: Record<NameCheckSet, number>;
  /** The precision each named class and the stated readings are held to. */
  target: number;
  objects: {
    before: NamePrecision;
    after: NamePrecision;
    /** The classes fitted on four folds of the images, judged on the fifth. */
    crossValidated: NameCount;
    /** Per class: the names shown after, and `all`: every detection of it that becomes an area, as if it were named. */
    classes: ({ label: string; from: number | null; all: NameCount } & NameCount)[];
  };
  text: {
    /** The recogniser's confidence from which words are stated: any words (`sure`), all dictionary words or numbers (`words`). */
    reading: { sure: number; words: number };
    before: TextReadings;
    after: TextReadings;
    crossValidated: Pick<ReadingCount, "stated" | "exact" | "exactRate">;
  };
}
