import { initBackend, Rng } from "@adsight/engine/src/simulation/stages";
import { beforeAll, describe, expect, it } from "vitest";
import { fitDensityCalibration, type DensityFitImage } from "./density-fit";

describe("density calibration fit", () => {
  beforeAll(() => initBackend());

  it("fits a flatter density to viewers that fixate more narrowly than the observers, and a sharper one to the reverse", () => {
    const rng = new Rng(3);
    // Fixations around (300, 200) on an 800 × 600 image, spread by `spread` px.
    const around = (spread: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ x: 300 + spread * rng.normal(), y: 200 + spread * rng.normal(), t: 250 * i, dur: 200 }));
    const image = (simulated: number, human: number): DensityFitImage => ({
      width: 800,
      height: 600,
      paths: [around(simulated, 3000)],
      points: around(human, 3000),
    });
    const flatter = fitDensityCalibration([image(25, 80)]).calibration;
    expect(flatter.gamma < 1 || flatter.blurDegrees > 1).toBe(true);
    const sharper = fitDensityCalibration([image(80, 25)]).calibration;
    expect(sharper.gamma > 1 || sharper.blurDegrees < 1).toBe(true);
  });
});
