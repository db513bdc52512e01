import { DEFAULT_PARAMETERS, Detectors, initBackend, type ModelParameters, weightVector } from "@adsight/engine/src/simulation/stages";
import { fitDurations, fitScanpathTiming, fitFirstFixationCentre, type FitImage } from "../calibration";
import { evaluate } from "../evaluation";
import { fitDensityBySimulation } from "../density-fit";
import { cachedAnalysis, loadOsie, osieFolds, type OsieImage } from "../osie";
import { writeJson } from "../json-file";
import { PARAMETERS_FILE } from "../paths";
import { printReport } from "../report";

/** Viewers per image when fitting the density stage and scoring the untouched images (scale 10). */
const SCORING_VIEWERS = 1000;
/**
 * Images and viewers used by the simulation-based timing fit: a subset keeps it to a few minutes; on 20 images the
 * inhibition strength it chose moved with half a pixel of amplitude distance.
 */
const TIMING_IMAGES = 60;
const TIMING_VIEWERS = 100;

export async function analyseAll(images: OsieImage[], log: (line: string) => void): Promise<FitImage[]> {
  let detectors: Promise<Detectors> | undefined;
  const out: FitImage[] = [];
  for (const [i, image] of images.entries()) {
    out.push({ image, analysis: await cachedAnalysis(image, () => (detectors ??= Detectors.load())) });
    if ((i + 1) % 50 === 0) log(`  analysed ${i + 1}/${images.length}`);
  }
  return out;
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  await initBackend();
  const { dev, untouched } = osieFolds(loadOsie());
  log(`OSIE: fitting on the ${dev.length} development images, reporting on the ${untouched.length} untouched images`);
  const fitSet = await analyseAll(dev, log);
  const untouchedSet = await analyseAll(untouched, log);

  // The priority-map weights come from the cross-validated readout fit; this fits what depends on them.
  const firstCentre = fitFirstFixationCentre(fitSet, weightVector(DEFAULT_PARAMETERS));
  let parameters: ModelParameters = {
    ...DEFAULT_PARAMETERS,
    firstFixationCentre: firstCentre,
    duration: mapValues(fitDurations(fitSet), round),
  };
  log(`first-fixation centre ×${firstCentre}`);
  log(`durations ${JSON.stringify(parameters.duration)}`);
  parameters = { ...parameters, ...(await fitScanpathTiming(fitSet.slice(0, TIMING_IMAGES), parameters, TIMING_VIEWERS, log)) };
  log(`amplitude ${JSON.stringify(parameters.amplitude)}, inhibition ${JSON.stringify(parameters.ior)} (the clock: npm run clock)`);
  const density = await fitDensityBySimulation(fitSet, parameters, SCORING_VIEWERS);
  parameters = { ...parameters, density: density.calibration };
  log(
    `density ${JSON.stringify(density.calibration)} (development images, density raster: CC ${density.cc.toFixed(3)}, KL ${density.kl.toFixed(3)})`,
  );

  // Scored as score:osie scores them (same viewers and seed); `score:osie --record 1` records the scores in fidelity.json.
  printReport(await evaluate(untouchedSet, parameters, SCORING_VIEWERS, 7), log);
  writeJson(PARAMETERS_FILE, parameters);
  log(`wrote ${PARAMETERS_FILE}; record the untouched scores with npm run score:osie -w @adsight/research -- --record 1`);
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

function mapValues<T extends Record<string, number>>(record: T, f: (v: number) => number): T {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)])) as T;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
