export interface WaitOptions {
  timeoutMs?: number;
  /** Pause between two probes. */
  intervalMs?: number;
  /** What is awaited, for the timeout message. */
  what?: string;
}

/**
 * Probes until `probe` returns a truthy value and returns that value. A probe that throws counts as
 * "not yet"; after `timeoutMs` the wait fails with the last error or value seen.
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 100, what = 'the condition' }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() >= deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what} (last: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
