import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#test/support/index";
import { assertGpu, type BackendReport, GpuRequiredError } from "#src/simulation/backend";
import { redisPrefix } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker } from "#test/support/worker-process";

const onCpu: BackendReport = {
  backend: "wasm",
  binding: null,
  gpu: false,
  device: "CPU",
  kernelMs: 3,
  bindingProblems: { "@tensorflow/tfjs-node-gpu": "not installed" },
};

describe("assertGpu", () => {
  it("refuses a CPU backend and says why", () => {
    expect(() => assertGpu(onCpu)).toThrow(GpuRequiredError);
    expect(() => assertGpu(onCpu)).toThrow(
      /SIMULATION_REQUIRE_GPU is set but no GPU backend is usable.*"wasm".*tfjs-node-gpu: not installed/,
    );
  });

  it("refuses TensorFlow on the CPU, naming the binding", () => {
    const cpuTensorflow: BackendReport = { ...onCpu, backend: "tensorflow", binding: "@tensorflow/tfjs-node-gpu", bindingProblems: {} };
    expect(() => assertGpu(cpuTensorflow)).toThrow(/CPU \(backend "tensorflow" from @tensorflow\/tfjs-node-gpu\)/);
  });

  it("accepts a GPU", () => {
    expect(() =>
      assertGpu({ ...onCpu, backend: "tensorflow", binding: "@tensorflow/tfjs-node-gpu", gpu: true, device: "NVIDIA H100" }),
    ).not.toThrow();
  });
});

describe("worker start-up on a machine without a GPU or native TensorFlow", () => {
  beforeAll(() => ensureEngineBuilt());

  it("logs the self-check as one JSON line and exits with code 1 before serving", async () => {
    const worker = startWorker({
      SIMULATION_REQUIRE_GPU: "true",
      SIMULATION_BACKEND: "cpu",
      // Never reached: the check runs before the app connects to anything.
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/unreachable",
    });
    expect(await worker.exited).toBe(1);
    const output = worker.output();
    expect(output).toContain(
      'SIMULATION_REQUIRE_GPU is set but no GPU backend is usable: the simulation would run on the CPU (backend "cpu")',
    );
    const line = output.split("\n").find((text) => text.includes('"simulation backend self-check"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: 30,
      simulationBackend: { backend: "cpu", gpu: false, device: "CPU", requireGpu: true, kernelMs: expect.any(Number) as number },
    });
    expect(output).not.toContain("Engine worker (health and metrics)");
  });

  it("stops a worker whose forced backend cannot start, naming why, instead of failing every job later", async () => {
    const worker = startWorker({ SIMULATION_BACKEND: "tensorflow", DATABASE_URL: "postgres://postgres@127.0.0.1:1/unreachable" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain(
      "No TensorFlow.js backend could start: tensorflow (@tensorflow/tfjs-node-gpu: not installed; @tensorflow/tfjs-node: not installed)",
    );
  });
});

describe("a worker's readiness and metrics", () => {
  const redis = redisPrefix();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { ENGINE_MODE: "worker", QUEUE_PREFIX: redis.prefix, SIMULATION_BACKEND: "cpu" } });
  });

  afterAll(async () => {
    await app?.close();
    await redis.clear();
  });

  it("shows the backend and device next to PostgreSQL and Redis", async () => {
    const response = await fetch(`${app.apiUrl}/utils/readiness`);
    const body = (await response.json()) as { details: Record<string, unknown> };
    expect(response.status).toBe(200);
    expect(body.details).toEqual({
      database: { status: "up" },
      redis: { status: "up" },
      simulation: { status: "up", backend: "cpu", binding: null, gpu: false, device: "CPU", kernelMs: expect.any(Number) as number },
    });
  });

  it("exports the backend as a metric", async () => {
    const text = await (await fetch(`${app.baseUrl}/metrics`)).text();
    expect(text).toContain('simulation_backend_info{backend="cpu",device="CPU",gpu="false"} 1');
    expect(text).toMatch(/simulation_backend_kernel_seconds \d/);
  });
});
