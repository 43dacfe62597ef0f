import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context.js';
import { redactError, redactLogValue } from './redact.js';
import { activeTraceIds } from '../observability/tracing.js';

/**
 * A pino logger writing JSON lines (to stdout unless given a destination) at LOG_LEVEL (default
 * info), each carrying `reqId` when it is written while a request is handled. No secret reaches a
 * line: every call's fields and message pass through `redactLogValue` (passwords, PINs, tokens,
 * signed links, authorization headers, cookies, one-time codes), and errors through the same after
 * their serializer.
 */
export function createRootLogger(destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: process.env.LOG_LEVEL ?? 'info',
    hooks: {
      logMethod(args, method) {
        return method.apply(this, args.map((arg) => redactLogValue(arg)) as Parameters<typeof method>);
      },
    },
    serializers: { err: redactError },
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
