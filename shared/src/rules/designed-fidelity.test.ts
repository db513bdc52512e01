import { describe, expect, it } from "vitest";
import { type DesignedFidelity, designedFidelityRows } from "./designed-fidelity.js";

describe("designedFidelityRows", () => {
  it("gives the pages' scores beside the centre and people, people's CC and the ads' people left out", () => {
    const record: DesignedFidelity = {
      command: "npm run readout -w @adsight/research -- --references 1",
      after: {
        fiwi: { images: 26, crossValidated: { aucJudd: 0.8127, nss: 1.2504, cc: 0.5751 } },
        gdi: { images: 26, crossValidated: { cc: 0.6268 } },
      },
      centredGaussian: { fiwi: { aucJudd: 0.6871, nss: 0.6619, cc: 0.3312 }, gdi: { cc: 0.2972 } },
      interObserver: { aucJudd: 0.8483, nss: 1.7912, cc: 0.4031 },
    };
    expect(designedFidelityRows(record)).toEqual([
      { check: "Web pages, NSS", content: "Web pages", metric: "nss", model: "1.25", centre: "0.662", people: "1.79" },
      { check: "Web pages, CC", content: "Web pages", metric: "cc", model: "0.575", centre: "0.331", people: "—" },
      { check: "Web pages, AUC-Judd", content: "Web pages", metric: "aucJudd", model: "0.813", centre: "0.687", people: "0.848" },
      { check: "Ads and posters, CC", content: "Ads and posters", metric: "cc", model: "0.627", centre: "0.297", people: "—" },
    ]);
  });
});
