import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';

let root: Logger | undefined;

/**
 * The process's one pino logger: JSON lines on stdout at LOG_LEVEL (default info), each carrying
 * `reqId` when it is written while a request is handled. Nest's own logs go through it too
 * (see `loggingModule`), so a process writes a single JSON stream.
 */
export function rootLogger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL ?? 'info',
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  });
  return root;
}

/** A named logger for one part of a service, e.g. `identity.mail`. */
export function createLogger(name: string): Logger {
  return rootLogger().child({ name });
}
export type { Logger };
