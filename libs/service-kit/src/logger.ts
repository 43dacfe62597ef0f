import { pino, type Logger } from 'pino';

/** Structured JSON logs (pino): one line per event, cheap on the hot path. */
export function createLogger(name: string): Logger {
  return pino({ name, level: process.env.LOG_LEVEL ?? 'info' });
}
export type { Logger };
