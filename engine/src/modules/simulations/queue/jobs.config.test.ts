import { describe, expect, it } from "vitest";
import { JobsConfig } from "./jobs.config";

describe("JobsConfig", () => {
  it("uses the defaults for unset or empty variables", () => {
    expect(JobsConfig.fromEnv({ QUEUE_PREFIX: "", SIMULATION_BACKEND: "", SIMULATION_N_MAX: "" })).toEqual(
      new JobsConfig("adsight", 30_000, 15_000, 10_000, undefined),
    );
  });

  it("reads every variable", () => {
    const env = {
      QUEUE_PREFIX: "run-1",
      QUEUE_LOCK_MS: "2000",
      QUEUE_STALLED_INTERVAL_MS: "700",
      SIMULATION_N_MAX: "600",
      SIMULATION_BACKEND: "cpu",
      SIMULATION_REQUIRE_GPU: "true",
    };
    expect(JobsConfig.fromEnv(env)).toEqual(new JobsConfig("run-1", 2000, 700, 600, "cpu", true));
  });

  it("names every bad variable", () => {
    expect(() => JobsConfig.fromEnv({ QUEUE_PREFIX: "a b", QUEUE_LOCK_MS: "10", SIMULATION_BACKEND: "gpu", SIMULATION_REQUIRE_GPU: "yes" })).toThrow(
      /QUEUE_PREFIX[\s\S]*QUEUE_LOCK_MS[\s\S]*SIMULATION_BACKEND[\s\S]*SIMULATION_REQUIRE_GPU/,
    );
  });
});
