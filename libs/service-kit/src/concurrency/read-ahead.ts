/** How a sequence's pages are read: a request's key, its page, and the request for the page after one (none: the last). */
export interface PageReading<Q, T> {
  key: (query: Q) => string;
  read: (query: Q) => Promise<T>;
  following: (query: Q, page: T) => Q | undefined;
}

/**
 * Results read one step ahead, for a client that asks for a sequence one item at a time and each request names where
 * the last one ended (keyset pages of an export): once an item is read, the item after it is read too while this one
 * travels to the client, so the next request finds it read instead of waiting for it.
 *
 * An item read ahead is kept under its request's key for `ttlMs`, at most `max` of them at once (the oldest dropped
 * first); taking it removes it. One whose read failed is read again when asked for, so a read-ahead never fails a
 * request that a plain read would have answered. With several instances behind one queue group, a request that comes
 * to another instance than the one that read ahead is read then, as without this.
 */
export class ReadAhead<T> {
  private readonly items = new Map<string, { item: Promise<T>; until: number }>();

  /** `max` items held at once, each for `ttlMs`; the defaults suit export pages (a few exports at once, half a minute). */
  constructor(
    private readonly max = 8,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The item read ahead under `key` when there is one still fresh, else `read()` now. */
  take(key: string, read: () => Promise<T>): Promise<T> {
    const ahead = this.items.get(key);
    this.items.delete(key);
    if (!ahead || ahead.until < this.now()) return read();
    return ahead.item.catch(() => read());
  }

  /**
   * The page `query` asks for (read ahead when it was, else read now) and, when `following` names a page after it,
   * that one read ahead at once: what a handler of keyset pages calls for each request.
   */
  async page<Q>(query: Q, { key, read, following }: PageReading<Q, T>): Promise<T> {
    const page = await this.take(key(query), () => read(query));
    const next = following(query, page);
    if (next !== undefined) this.readAhead(key(next), () => read(next));
    return page;
  }

  /** Starts `read()` now for a `take(key)` to come. */
  readAhead(key: string, read: () => Promise<T>): void {
    const now = this.now();
    for (const [held, { until }] of this.items) if (until < now) this.items.delete(held);
    while (this.items.size >= this.max) this.items.delete(this.items.keys().next().value!);
    const item = read();
    // A failure shows when the item is asked for (and it is read again then), never as an unhandled rejection.
    item.catch(() => undefined);
    this.items.set(key, { item, until: now + this.ttlMs });
  }

  /** How many items are held. */
  get size(): number {
    return this.items.size;
  }
}
