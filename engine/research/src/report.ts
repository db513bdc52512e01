import type { EvaluationReport, MapScores } from "./evaluation";

function row(name: string, s: MapScores): string {
  return `${name.padEnd(18)} ${s.aucJudd.toFixed(3).padStart(8)} ${s.nss.toFixed(3).padStart(7)} ${s.cc.toFixed(3).padStart(7)} ${s.kl.toFixed(3).padStart(7)} ${s.sAuc.toFixed(3).padStart(7)}`;
}

/** Prints an evaluation as the table the calibration and scoring commands show. */
export function printReport(report: EvaluationReport, log: (line: string) => void): void {
  log(`\nScores on ${report.images} images, ${report.viewersPerImage} baseline viewers each:`);
  log(`${"".padEnd(18)} ${"AUC-Judd".padStart(8)} ${"NSS".padStart(7)} ${"CC".padStart(7)} ${"KL".padStart(7)} ${"sAUC".padStart(7)}`);
  log(row("simulation", report.model));
  log(row("centred Gaussian", report.centredGaussian));
  const line = (name: string, s: EvaluationReport["human"]) =>
    `${name.padEnd(10)} fixations/viewer ${s.fixationsPerViewer.toFixed(2)}, duration mean ${s.durationMeanMs.toFixed(0)} ms median ${s.durationMedianMs.toFixed(0)} ms, amplitude mean ${s.amplitudeMeanPx.toFixed(0)} px median ${s.amplitudeMedianPx.toFixed(0)} px`;
  log(line("synthetic", report.synthetic));
  log(line("human", report.human));
  log(
    `Wasserstein distance synthetic↔human: durations ${report.wasserstein.durationMs.toFixed(1)} ms, amplitudes ${report.wasserstein.amplitudePx.toFixed(1)} px, fixation counts ${report.wasserstein.fixationCount.toFixed(2)}`,
  );
}
