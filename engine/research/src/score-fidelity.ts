import type { ScoreFidelity } from "@adsight/shared";
import type { CreativeModels } from "@adsight/engine/src/simulation/results/creative-scores";
import { LABEL_MIN_RHO, LABEL_WORDS } from "./scores-experiment";

export const SCORES_COMMAND = "npm run scores -w @adsight/research -- --record 1";

/** fidelity.json's `scores`: the figures creative-models.json records, with the labels the product shows. */
export function scoreFidelityOf(models: Pick<CreativeModels, "labels">, figures: object): ScoreFidelity {
  return {
    command: SCORES_COMMAND,
    // The record's figures as scoresRecord builds them (clarity keyed by its categories, appeal by its sets).
    ...(figures as Omit<ScoreFidelity, "command" | "shownLabels" | "labelWords" | "labelMinAgreement">),
    shownLabels: models.labels.map(({ id, label }) => ({ id, label })),
    labelWords: LABEL_WORDS,
    labelMinAgreement: LABEL_MIN_RHO,
  };
}
