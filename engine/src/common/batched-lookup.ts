interface Waiter<V> {
  resolve: (value: V | null) => void;
  reject: (error: unknown) => void;
}

// Gathered over one turn of the event loop, one fetch for all. Nothing is cached: a fetch starts after its callers
// asked, so none sees a row older than its request (a password change is always seen). Each caller gets its own copy.
export class BatchedLookup<V extends object> {
  private pending: Map<string, Waiter<V>[]> | undefined;

  constructor(private readonly fetch: (keys: string[]) => Promise<Map<string, V>>) {}

  get(key: string): Promise<V | null> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = new Map();
        setImmediate(() => this.flush());
      }
      const waiters = this.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
    });
  }

  private flush(): void {
    const batch = this.pending ?? new Map<string, Waiter<V>[]>();
    this.pending = undefined;
    this.fetch([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) {
          const value = found.get(key);
          waiters.forEach((waiter, index) => waiter.resolve(value === undefined ? null : index === 0 ? value : copyOf(value)));
        }
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }
}

function copyOf<V extends object>(value: V): V {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as V, value);
}
