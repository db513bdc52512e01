export type NameCheckSet = "photographs" | "designs" | "pages";

export interface NameCount {
  named: number;
  right: number;
  precision: number;
}

export interface NamePrecision extends NameCount {
  withheld: number;
  bySet: Record<NameCheckSet, NameCount>;
}

export interface ReadingCount {
  onText: number;
  stated: number;
  exact: number;
  exactRate: number;
}

export interface TextReadings extends ReadingCount {
  off: number;
  bySet: Record<NameCheckSet, ReadingCount>;
}

// `from`: the detector score from which a class is named (null: never named).
export interface NameFidelity {
  command: string;
  images: Record<NameCheckSet, number>;
  target: number;
  objects: {
    before: NamePrecision;
    after: NamePrecision;
    crossValidated: NameCount;
    classes: ({ label: string; from: number | null; all: NameCount } & NameCount)[];
  };
  text: {
    reading: { sure: number; words: number };
    before: TextReadings;
    after: TextReadings;
    crossValidated: Pick<ReadingCount, "stated" | "exact" | "exactRate">;
  };
}
