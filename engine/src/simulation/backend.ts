import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";

export type BackendName = "tensorflow" | "wasm" | "cpu";

let chosen: Promise<BackendName> | undefined;

/**
 * The native bindings download TensorFlow when they install, so they are never a dependency here: the GPU worker
 * image adds them, and a guarded require finds them. Registering the binding is what makes "tensorflow" available.
 */
async function tryNativeBinding(): Promise<boolean> {
  for (const name of ["@tensorflow/tfjs-node-gpu", "@tensorflow/tfjs-node"]) {
    try {
      await import(name);
      return true;
    } catch {
      // Not installed on this machine: fall through to the next backend.
    }
  }
  return false;
}

function wasmDirectory(): string {
  return path.join(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm")), path.sep);
}

/**
 * Picks the best available backend once per process (architecture.md order) and logs it. The first call decides:
 * the detectors are bound to the backend they loaded on, so a process never switches.
 */
export function initBackend(forced?: BackendName, log: (line: string) => void = console.log): Promise<BackendName> {
  chosen ??= (async () => {
    const order: BackendName[] = forced ? [forced] : ["tensorflow", "wasm", "cpu"];
    for (const name of order) {
      if (name === "tensorflow" && !(await tryNativeBinding())) continue;
      if (name === "wasm") setWasmPaths(wasmDirectory());
      try {
        if (await tf.setBackend(name)) {
          await tf.ready();
          log(`simulation: TensorFlow.js backend "${name}"`);
          return name;
        }
      } catch {
        // A backend that fails to initialise is skipped, like one that is absent.
      }
    }
    throw new Error(`No TensorFlow.js backend could start (tried ${order.join(", ")})`);
  })();
  return chosen;
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
