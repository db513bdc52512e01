import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PARAMETERS, initBackend } from "@adsight/engine/src/simulation/stages";
import { EARLY_FIXATIONS, fitLatency } from "./clock-fit";
import { earlyObservations, fitEarlyTilts } from "./early-fit";
import { readFidelity } from "./fidelity";
import { analysisCached, loadOsie, osieFolds } from "./osie";
import { analyseAll } from "./commands/calibrate";
import { FIWI_DIR, loadPageViewings } from "./page-viewings";
import { OSIE_DIR } from "./paths";
import { annotatedAreas, humanTimedPaths, ViewingTimes } from "./viewing-times";

describe("people's fixations on the clock", () => {
  it("puts OSIE's fixations after the rest of the 3 s trial, 40 ms apart, and cuts recorded onsets at the budget", () => {
    const [reconstructed] = humanTimedPaths([{ x: [1, 2], y: [3, 4], dur: [200, 300] }], 3000);
    // 200 + 40 + 300 = 540 ms of the 3 000 are fixations and saccades: the first starts at 2 460 ms.
    expect(reconstructed).toEqual([
      { x: 1, y: 3, t: 2460, dur: 200 },
      { x: 2, y: 4, t: 2700, dur: 300 },
    ]);
    const [recorded] = humanTimedPaths([{ x: [1, 2, 3], y: [1, 2, 3], t: [500, 2900, 3100], dur: [2400, 200, 0] }], 3000);
    expect(recorded).toEqual([
      { x: 1, y: 1, t: 500, dur: 2400 },
      { x: 2, y: 2, t: 2900, dur: 100 },
    ]);
  });
});

const haveData = existsSync(path.join(OSIE_DIR, "fixations.json")) && existsSync(path.join(FIWI_DIR, "fixations.json"));

describe.skipIf(!haveData)("the clock's record in fidelity.json", () => {
  const record = readFidelity().clock;

  it("is the clock parameters.json holds", () => {
    expect(record.clock).toEqual(DEFAULT_PARAMETERS.clock);
  });

  const images = haveData ? [...osieFolds(loadOsie()).dev, ...loadPageViewings()] : [];
  it.skipIf(!images.every(analysisCached))(
    "holds the early tilts the observers' first fixations give (when engine/.cache holds every development image's analysis)",
    async () => {
      await initBackend();
      const analysed = await analyseAll(images, () => {});
      const tilts = fitEarlyTilts(earlyObservations(analysed, DEFAULT_PARAMETERS, EARLY_FIXATIONS), EARLY_FIXATIONS, () => {});
      tilts.forEach((tilt, k) => {
        for (const side of ["photograph", "designed"] as const)
          for (const [group, value] of Object.entries(tilt[side]))
            expect(record.clock.early[k][side][group as keyof typeof tilt.photograph]).toBeCloseTo(value, 3);
      });
    },
    600_000,
  );

  it("holds the latency the web pages' recorded first onsets give", () => {
    const latency = fitLatency(loadPageViewings().map((image) => ({ image })));
    expect(record.clock.latency.logMean).toBeCloseTo(latency.logMean, 3);
    expect(record.clock.latency.logSd).toBeCloseTo(latency.logSd, 3);
  });

  it("holds the observers' own figures on the development photographs: split halves, first onsets, counts, amplitudes, heatmaps", () => {
    const { dev } = osieFolds(loadOsie());
    const areas = annotatedAreas();
    const times = new ViewingTimes(3000);
    for (const image of dev)
      times.add(areas.get(image.name) ?? [], [], image.subjects, { width: 800, height: 600 }, DEFAULT_PARAMETERS.density);
    const report = times.report();
    const recorded = record.photos.after;
    expect(report.areas).toBe(recorded.areas);
    for (const figure of ["reach", "seen1s", "firstLookMs", "dwellMs"] as const) {
      expect(report.splitHalf[figure].r, figure).toBeCloseTo(recorded.splitHalf[figure].r, 3);
      expect(report.splitHalf[figure].areas, figure).toBe(recorded.splitHalf[figure].areas);
    }
    expect(report.timing.people.firstOnsetMs).toBeCloseTo(recorded.timing.people.firstOnsetMs, 3);
    expect(report.timing.people.fixationsPerViewer).toBeCloseTo(recorded.timing.people.fixationsPerViewer, 3);
    expect(report.timing.people.amplitudeMedianPx).toBeCloseTo(recorded.timing.people.amplitudeMedianPx, 3);
    // One half of the observers' heatmaps on the other half's first-second fixations: what people's own first second carries.
    expect(report.firstSecondNss.splitHalf.firstSecondMap).toBeCloseTo(recorded.firstSecondNss.splitHalf.firstSecondMap, 3);
    expect(report.firstSecondNss.splitHalf.fullMap).toBeCloseTo(recorded.firstSecondNss.splitHalf.fullMap, 3);
  });
});
