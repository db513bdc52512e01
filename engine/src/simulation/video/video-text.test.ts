import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { decodeRgb } from "#src/media/images";
import { probeVideo } from "#src/media/videos";
import { makeSlideshowAd, slideshowStill } from "#test/support/clips";
import { initBackend } from "../backend";
import { analyseImage, FITTED_READOUT } from "../features/analysis";
import { Detectors } from "../features/detectors";
import { DEFAULT_PARAMETERS } from "../parameters";
import { displayLabel } from "../results/area-names";
import { clipChanges } from "./clip-changes";
import { sampleFrames } from "./simulate-video";
import { videoAreas } from "./video-results";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-video-text-"));
  makeSlideshowAd(path.join(dir, "slideshow.mp4"));
  ([0, 1] as const).forEach((shot) => slideshowStill(path.join(dir, `shot-${shot}.png`), shot));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The frames of an H.264 clip are read as the PNGs they were made from: the headline of each shot is an eye catcher
// named by its words, as the image model names it on the still.
it("names each shot's headline by its words on the H.264 clip, as on the shot's still", async () => {
  await initBackend();
  const detectors = await Detectors.load();
  const file = path.join(dir, "slideshow.mp4");
  const probe = await probeVideo(file);
  const [frames, changes] = await Promise.all([
    sampleFrames(file, probe, detectors, DEFAULT_PARAMETERS, FITTED_READOUT, 5),
    clipChanges(file, probe, DEFAULT_PARAMETERS.video.cutLevels),
  ]);
  const texts = videoAreas(frames.findings, changes.cuts).filter((area) => area.kind === "text");
  const inShot = (shot: number) =>
    texts.filter((area) => [...area.boxes.keys()].some((k) => (frames.findings[k].tMs >= 3000 ? 1 : 0) === shot)).map((a) => a.label);
  const stills = await Promise.all(
    [0, 1].map(async (shot) => {
      const analysis = await analyseImage(await decodeRgb(readFileSync(path.join(dir, `shot-${shot}.png`))), detectors);
      return analysis.detections.filter((d) => d.kind === "text").map((d) => displayLabel(d));
    }),
  );
  expect(stills).toEqual([['Text: "SPRING SALE"'], ['Text: "NEW TASTE"']]);
  expect([inShot(0), inShot(1)]).toEqual(stills);
  expect(texts.map((area) => area.text)).toEqual(["SPRING SALE", "NEW TASTE"]);
}, 120_000);
