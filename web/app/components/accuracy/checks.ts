// How /accuracy names each check in plain words; engine/research/README.md maps them to the metrics' names.
export const CHECKS = {
  aucJudd: {
    name: "Finds the looked-at spots",
    better: "higher",
    meaning: "How well the heatmap ranks the spots people looked at above the rest of the image: 0.5 is chance, 1 is perfect.",
  },
  nss: {
    name: "Heat where people looked",
    better: "higher",
    meaning: "How much hotter the heatmap is exactly where people looked than on average: 0 is chance.",
  },
  cc: {
    name: "Match with people's heatmap",
    better: "higher",
    meaning: "How alike the simulated heatmap and the people's heatmap are: 0 is unrelated, 1 is identical.",
  },
  kl: {
    name: "Lost from people's heatmap",
    better: "lower",
    meaning: "How much of the people's heatmap is lost when the simulated one stands in for it: 0 is nothing lost.",
  },
  sAuc: {
    name: "Finds them, centre aside",
    better: "higher",
    meaning:
      "Like the first check, but against where people looked in other images, so simply favouring the centre earns nothing: 0.5 is chance.",
  },
} as const;

export type CheckKey = keyof typeof CHECKS;

/** The reference every heatmap check sets beside the product's score: its name, and its tables' column heading. */
export const CENTRE_SPOT = "A blurred spot in the centre";
export const CENTRE_COLUMN = "Centre spot";
