import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';
import { activeTraceIds } from '../observability/tracing.js';

/**
 * A pino logger writing JSON lines (to stdout unless given a destination) at LOG_LEVEL (default
 * info), each carrying `reqId` when it is written while a request is handled.
 */
export function createRootLogger(destination?: DestinationStream): Logger {
  const options = {
    level: process.env.LOG_LEVEL ?? 'info',
    // the request id, and the trace and span ids when tracing is on (to find a log line's trace)
    mixin: () => {
      const reqId = currentRequestId();
      return { ...(reqId ? { reqId } : {}), ...activeTraceIds() };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

let root: Logger | undefined;

/** The process's one logger; Nest's own logs go through it too (see `loggingModule`), so a process writes a single JSON stream. */
export function rootLogger(): Logger {
  root ??= createRootLogger();
  return root;
}

/** A named logger for one part of a service, e.g. `identity.mail`. */
export function createLogger(name: string): Logger {
  return rootLogger().child({ name });
}
export type { Logger };
