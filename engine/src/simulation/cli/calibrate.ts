import { writeFileSync } from "node:fs";
import path from "node:path";
import { initBackend } from "../backend";
import { fitDurations, fitScanpathTiming, fitFirstFixationCentre, type FitImage } from "../research/calibration";
import { Detectors } from "../features/detectors";
import { evaluate } from "../research/evaluation";
import { cachedAnalysis, loadOsie, osieSplit, type OsieImage } from "../research/osie";
import { DEFAULT_PARAMETERS, weightVector, type ModelParameters } from "../parameters";
import { printReport } from "./report";

/** Viewers per image when scoring the held-out images (scale 10). */
const SCORING_VIEWERS = 1000;
/** Images and viewers used by the simulation-based timing fit (a subset keeps it to a minute or two). */
const TIMING_IMAGES = 20;
const TIMING_VIEWERS = 150;

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
  const { fit, heldOut } = osieSplit(loadOsie());
  log(`OSIE development data: fitting on ${fit.length} images, reporting on ${heldOut.length} held-out images`);
  const fitSet = await analyseAll(fit, log);
  const heldOutSet = await analyseAll(heldOut, log);

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
  log(
    `amplitude ${JSON.stringify(parameters.amplitude)}, inhibition ${JSON.stringify(parameters.ior)}, saccade time ${parameters.saccadeMs} ms`,
  );

  const report = await evaluate(heldOutSet, parameters, SCORING_VIEWERS, 7);
  printReport(report, log);
  parameters.calibration = {
    command: "npm run calibrate -w @adsight/engine",
    fitImages: `${fit[0].name}…${fit[fit.length - 1].name}`,
    heldOutImages: `${heldOut[0].name}…${heldOut[heldOut.length - 1].name}`,
    heldOut: report,
  };
  const file = path.resolve(__dirname, "../parameters.json");
  writeFileSync(file, `${JSON.stringify(parameters, roundReplacer, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), file)}`);
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

function mapValues<T extends Record<string, number>>(record: T, f: (v: number) => number): T {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)])) as T;
}

function roundReplacer(_key: string, value: unknown): unknown {
  return typeof value === "number" ? round(value) : value;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
