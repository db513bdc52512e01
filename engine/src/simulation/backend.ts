import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";

export type BackendName = "tensorflow" | "wasm" | "cpu";

const NATIVE_BINDINGS = ["@tensorflow/tfjs-node-gpu", "@tensorflow/tfjs-node"] as const;
export type NativeBinding = (typeof NATIVE_BINDINGS)[number];

/** Where the backend choice reports what it skipped and why. */
export interface BackendLog {
  info(line: string): void;
  warn(line: string): void;
}

const consoleLog: BackendLog = { info: (line) => console.log(line), warn: (line) => console.error(line) };

let chosen: Promise<BackendName> | undefined;
let loadedBinding: NativeBinding | undefined;
/** Why each native binding did not load: absent, or installed but broken (a missing shared library, a wrong glibc). */
const bindingProblems: Partial<Record<NativeBinding, string>> = {};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

function isAbsent(error: unknown, name: string): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return (code === "MODULE_NOT_FOUND" || code === "ERR_MODULE_NOT_FOUND") && messageOf(error).includes(`'${name}'`);
}

/**
 * The native bindings download TensorFlow when they install, so they are never a dependency here: the GPU worker
 * image adds them, and a guarded require finds them. Registering the binding is what makes "tensorflow" available.
 * An installed binding that fails to load is an operator's problem to see, so it is logged, not skipped silently.
 */
async function tryNativeBinding(log: BackendLog): Promise<boolean> {
  for (const name of NATIVE_BINDINGS) {
    try {
      await import(name);
      loadedBinding = name;
      return true;
    } catch (error) {
      if (isAbsent(error, name)) {
        bindingProblems[name] = "not installed";
      } else {
        bindingProblems[name] = messageOf(error);
        log.warn(`simulation: ${name} is installed but failed to load: ${messageOf(error)}`);
      }
    }
  }
  return false;
}

function wasmDirectory(): string {
  return path.join(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm")), path.sep);
}

/**
 * Picks the best available backend once per process (native TensorFlow, then wasm, then plain JS) and logs it. The
 * first call decides: the detectors are bound to the backend they loaded on, so a process never switches.
 */
export function initBackend(forced?: BackendName, log: BackendLog = consoleLog): Promise<BackendName> {
  chosen ??= (async () => {
    const order: BackendName[] = forced ? [forced] : ["tensorflow", "wasm", "cpu"];
    const failures: string[] = [];
    for (const name of order) {
      if (name === "tensorflow" && !(await tryNativeBinding(log))) {
        failures.push(
          `tensorflow (${Object.entries(bindingProblems)
            .map(([binding, problem]) => `${binding}: ${problem}`)
            .join("; ")})`,
        );
        continue;
      }
      if (name === "wasm") setWasmPaths(wasmDirectory());
      try {
        if (await tf.setBackend(name)) {
          await tf.ready();
          log.info(`simulation: TensorFlow.js backend "${name}"`);
          return name;
        }
        failures.push(`${name} (did not start)`);
      } catch (error) {
        failures.push(`${name} (${messageOf(error)})`);
        log.warn(`simulation: backend "${name}" failed to start: ${messageOf(error)}`);
      }
    }
    throw new Error(`No TensorFlow.js backend could start: ${failures.join(", ")}`);
  })();
  return chosen;
}

/** What a worker runs its simulations on, measured once at start-up. */
export interface BackendReport {
  backend: BackendName;
  /** The native package that provides "tensorflow", when that is the backend. */
  binding: NativeBinding | null;
  /** TensorFlow placed its kernels on a GPU (CUDA). Only the "tensorflow" backend can. */
  gpu: boolean;
  /** The GPU's name when known, "GPU" when TensorFlow uses one nvidia-smi cannot name, else "CPU". */
  device: string;
  /** A 256×256 matrix product and its download, after one warm-up run. */
  kernelMs: number;
  bindingProblems: Partial<Record<NativeBinding, string>>;
}

/** tfjs-node's backend knows whether TensorFlow found a GPU device when it started. */
function tensorflowUsesGpu(): boolean {
  return tf.getBackend() === "tensorflow" && (tf.backend() as { isUsingGpuDevice?: boolean }).isUsingGpuDevice === true;
}

/** nvidia-smi comes with the driver (the container toolkit mounts it); without it the GPU stays unnamed. */
function gpuName(): string {
  try {
    const names = execFileSync("nvidia-smi", ["--query-gpu=name", "--format=csv,noheader"], {
      encoding: "utf8",
      timeout: 5_000,
      stdio: ["ignore", "pipe", "ignore"],
    });
    return names.split("\n")[0]?.trim() || "GPU";
  } catch {
    return "GPU";
  }
}

async function timedKernel(): Promise<number> {
  const once = async () => {
    const total = tf.tidy(() => {
      const matrix = tf.randomUniform([256, 256]);
      return tf.matMul(matrix, matrix).sum();
    });
    await total.data();
    total.dispose();
  };
  // The first run pays for kernel compilation and library start-up, which is not the device's speed.
  await once();
  const started = performance.now();
  await once();
  return Math.round((performance.now() - started) * 100) / 100;
}

let checked: Promise<BackendReport> | undefined;

/** Starts the backend (see initBackend) and reports which one, on which device, and how fast a small kernel runs. */
export function checkBackend(forced?: BackendName, log: BackendLog = consoleLog): Promise<BackendReport> {
  checked ??= (async () => {
    const backend = await initBackend(forced, log);
    const gpu = tensorflowUsesGpu();
    return {
      backend,
      binding: backend === "tensorflow" ? (loadedBinding ?? null) : null,
      gpu,
      device: gpu ? gpuName() : "CPU",
      kernelMs: await timedKernel(),
      bindingProblems: { ...bindingProblems },
    };
  })();
  return checked;
}

export class GpuRequiredError extends Error {}

/** For GPU workers: running the simulation on the CPU would be slow and pay for an idle GPU, so it is an error. */
export function assertGpu(report: BackendReport): void {
  if (report.gpu) return;
  const bindings = Object.entries(report.bindingProblems).map(([binding, problem]) => `${binding}: ${problem}`);
  throw new GpuRequiredError(
    `SIMULATION_REQUIRE_GPU is set but no GPU backend is usable: the simulation would run on the CPU (backend "${report.backend}"` +
      `${report.binding ? ` from ${report.binding}` : ""}).` +
      (bindings.length ? ` Native bindings: ${bindings.join("; ")}.` : "") +
      " Check the node's NVIDIA driver, the pod's nvidia.com/gpu limit, and that the image's CUDA and cuDNN match the binding's libtensorflow.",
  );
}

/**
 * tfjs-core has no file:// loader outside tfjs-node, and the detector models must load from the npm package on
 * disk, never the network: this router reads a graph model's JSON and weight shards from the file system.
 */
let routerRegistered = false;
export function registerFileModelLoader(): void {
  if (routerRegistered) return;
  routerRegistered = true;
  // The registry expects a handler or null ("not mine"); its type omits the null.
  const router = (url: string | string[]): tf.io.IOHandler | null => {
    const target = Array.isArray(url) ? url[0] : url;
    if (typeof target !== "string" || !target.startsWith("file://")) return null;
    const file = target.slice("file://".length);
    return {
      load: () => {
        if (!existsSync(file)) throw new Error(`Model file not found: ${file}`);
        const json = JSON.parse(readFileSync(file, "utf8")) as tf.io.ModelJSON;
        const directory = path.dirname(file);
        const weightSpecs: tf.io.WeightsManifestEntry[] = [];
        const shards: Buffer[] = [];
        for (const group of json.weightsManifest) {
          weightSpecs.push(...group.weights);
          for (const shard of group.paths) shards.push(readFileSync(path.join(directory, shard)));
        }
        const weights = Buffer.concat(shards);
        return Promise.resolve({
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          signature: json.signature,
          userDefinedMetadata: json.userDefinedMetadata,
          weightSpecs,
          weightData: new Uint8Array(weights).buffer,
        });
      },
    };
  };
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}
