/**
 * Runs work one at a time per key, in arrival order, inside this process; different keys run side
 * by side. Used before a database transaction that takes a per-user row lock: the waiting happens
 * here, not inside an open transaction, so one user's burst of requests neither holds the
 * connection pool nor runs into the transaction timeout while it queues for the lock. The row lock
 * stays the guarantee across replicas; this queue only keeps the waiting cheap.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** How many keys have work queued or running (for tests and metrics). */
  get activeKeys(): number {
    return this.tails.size;
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
