import { Worker } from "node:worker_threads";

type Reply<Result> = { id: number; result?: Result; error?: string };

// Inline source, so it runs the same from TypeScript (tsx, vitest) and the built JavaScript: it answers `{ ready: true }`
// or `{ failed }` once, then each `{ id, ...request }` with `{ id, result }` or `{ id, error }`.
export class ModelThread<Request extends object, Result> {
  private readonly pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  private next = 0;
  /** Why the thread stopped: every later call fails with it. */
  private stopped: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly name: string,
  ) {
    worker.on("message", ({ id, result, error }: Reply<Result>) => {
      const call = this.pending.get(id);
      if (!call) return;
      this.pending.delete(id);
      // Only a pending call keeps the process alive.
      if (this.pending.size === 0) worker.unref();
      if (error !== undefined || result === undefined) call.reject(new Error(`${name}: ${error ?? "no result"}`));
      else call.resolve(result);
    });
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => this.fail(new Error(`${name}: stopped (exit ${code})`)));
  }

  private fail(error: Error): void {
    this.stopped ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  static create<Request extends object, Result>(name: string, source: string, workerData: unknown): Promise<ModelThread<Request, Result>> {
    const worker = new Worker(source, { eval: true, workerData });
    return new Promise((resolve, reject) => {
      worker.once("message", (message: { ready?: true; failed?: string }) => {
        worker.unref();
        if (message.ready) resolve(new ModelThread<Request, Result>(worker, name));
        else reject(new Error(`${name}: ${message.failed}`));
      });
      worker.once("error", reject);
    });
  }

  call(request: Request, transfer: ArrayBuffer[] = []): Promise<Result> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.next++;
    this.worker.ref();
    const done = new Promise<Result>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ ...request, id }, transfer);
    return done;
  }
}
