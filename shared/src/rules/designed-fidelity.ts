interface FixationScores {
  aucJudd: number;
  nss: number;
  cc: number;
}

interface ScoredSet<S> {
  images: number;
  crossValidated: S;
}

export interface DesignedFidelity {
  command: string;
  after: { fiwi: ScoredSet<FixationScores>; gdi: ScoredSet<{ cc: number }> };
  centredGaussian: { fiwi: FixationScores; gdi: { cc: number } };
  interObserver: FixationScores;
}

export interface DesignedRow {
  check: string;
  content: "Web pages" | "Ads and posters";
  metric: keyof FixationScores;
  model: string;
  centre: string;
  /** "—" where people are no reference: on ads (no gaze), and for CC (one observer's map is sparser than a crowd's). */
  people: string;
}

const score = (value: number) => value.toPrecision(3);

export function designedFidelityRows({ after, centredGaussian, interObserver }: DesignedFidelity): DesignedRow[] {
  const page = (metric: string, key: keyof FixationScores, people: boolean): DesignedRow => ({
    check: `Web pages, ${metric}`,
    content: "Web pages",
    metric: key,
    model: score(after.fiwi.crossValidated[key]),
    centre: score(centredGaussian.fiwi[key]),
    people: people ? score(interObserver[key]) : "—",
  });
  return [
    page("NSS", "nss", true),
    page("CC", "cc", false),
    page("AUC-Judd", "aucJudd", true),
    {
      check: "Ads and posters, CC",
      content: "Ads and posters",
      metric: "cc",
      model: score(after.gdi.crossValidated.cc),
      centre: score(centredGaussian.gdi.cc),
      people: "—",
    },
  ];
}
