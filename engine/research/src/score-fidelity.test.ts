import fitted from "@adsight/engine/src/simulation/results/creative-models.json";
import { describe, expect, it } from "vitest";
import { readFidelity } from "./fidelity";
import { scoreFidelityOf } from "./score-fidelity";

describe("the scores' record /accuracy reads", () => {
  it("is in fidelity.json as the scores command recorded it in creative-models.json, with the labels the product shows", () => {
    const { figures, ...models } = fitted as unknown as { figures: Parameters<typeof scoreFidelityOf>[1] } & Parameters<
      typeof scoreFidelityOf
    >[0];
    expect(readFidelity().scores).toEqual(JSON.parse(JSON.stringify(scoreFidelityOf(models, figures))));
    expect(readFidelity().scores?.shownLabels.map((label) => label.id)).toEqual(models.labels.map((label) => label.id));
  });
});
