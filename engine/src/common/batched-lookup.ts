interface Waiter<V> {
  resolve: (value: V | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Look-ups by key, gathered over one turn of the event loop and answered by one fetch: under load many requests for
 * the same few users arrive together, and one query serves them all. Nothing is cached — every fetch starts after
 * each of its callers asked, so a caller never sees a row older than its own request (a password change or
 * deactivation that committed before the request came is always seen) and there is nothing to invalidate.
 * Callers of the same key get copies of their own, so one request changing its object cannot touch another's.
 */
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
