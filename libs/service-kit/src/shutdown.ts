import type { Logger } from 'pino';

/** How long a stop may take before the process exits anyway (SHUTDOWN_TIMEOUT_MS, default 1500). */
export function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS ?? 1500);
  return Number.isFinite(value) && value > 0 ? value : 1500;
}

/**
 * SIGTERM / SIGINT: closes the app (Nest's shutdown hooks close NATS, Redis and PostgreSQL connections),
 * then lets the process end on its own: an empty event loop is the proof that every connection was
 * closed. Handling the signal here (rather than Nest re-raising it) also works for Node as PID 1 in a
 * container, where a re-raised signal without a handler does nothing. A stop that has not ended within
 * the timeout (a hanging close or a connection left open) is logged and ends with exit code 1, well
 * inside an orchestrator's grace period.
 */
export function exitOnSignals(close: () => Promise<void>, log: Logger, timeoutMs = shutdownTimeoutMs()): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'stopping');
    const deadline = setTimeout(() => {
      log.warn({ signal, timeoutMs, handles: openHandles() }, 'still running after the stop timeout: exiting');
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    close().then(
      () => {
        log.info({ signal, ms: Date.now() - started }, 'stopped');
        process.exitCode = 0;
      },
      (error: unknown) => {
        log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function openHandles(): string[] {
  const active = (process as unknown as { getActiveResourcesInfo?: () => string[] }).getActiveResourcesInfo?.() ?? [];
  return active.filter((r) => r !== 'Timeout');
}
