import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";

export type BackendName = "tensorflow" | "wasm" | "cpu";

const NATIVE_BINDINGS = ["@tensorflow/tfjs-node-gpu", "@tensorflow/tfjs-node"] as const;
export type NativeBinding = (typeof NATIVE_BINDINGS)[number];

export interface BackendLog {
  info(line: string): void;
  warn(line: string): void;
}

const consoleLog: BackendLog = { info: (line) => console.log(line), warn: (line) => console.error(line) };

let chosen: Promise<BackendName> | undefined;
let loadedBinding: NativeBinding | undefined;
const bindingProblems: Partial<Record<NativeBinding, string>> = {};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

function isAbsent(error: unknown, name: string): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return (code === "MODULE_NOT_FOUND" || code === "ERR_MODULE_NOT_FOUND") && messageOf(error).includes(`'${name}'`);
}

// The bindings download TensorFlow on install, so only the GPU worker image adds them; a broken one is logged, not skipped.
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

// The first call decides: the detectors are bound to the backend they loaded on, so a process never switches.
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

export interface BackendReport {
  backend: BackendName;
  binding: NativeBinding | null;
  gpu: boolean;
  device: string;
  kernelMs: number; // a 256×256 matrix product and its download, after one warm-up
  bindingProblems: Partial<Record<NativeBinding, string>>;
}

function tensorflowUsesGpu(): boolean {
  return tf.getBackend() === "tensorflow" && (tf.backend() as { isUsingGpuDevice?: boolean }).isUsingGpuDevice === true;
}

// nvidia-smi comes with the driver (the container toolkit mounts it).
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

// On the CPU a GPU worker would be slow and pay for an idle GPU.
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

// tfjs-core has no file:// loader outside tfjs-node, and the models must load from the package on disk, never the network.
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
