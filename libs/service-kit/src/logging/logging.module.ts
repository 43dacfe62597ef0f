import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { rootLogger } from './logger.js';
import { redactError, redactUrl } from './redact.js';

/**
 * Nest's logger on the root pino logger (nestjs-pino), so the framework's messages and the app's
 * come out as one JSON stream. Use with `bufferLogs: true` and `app.useLogger(app.get(Logger))`.
 */
export function loggingModule(): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger: rootLogger() } });
}

/**
 * `loggingModule` for an HTTP server, with one access log line per API request. The server gives
 * each request its id (`req.id`, see `requestIdFrom`); the access line carries it as `reqId`, and
 * the lines written while the request is handled get it from the root logger.
 */
export function httpLoggingModule(): DynamicModule {
  const requestId = (req: IncomingMessage) => ({ reqId: (req as IncomingMessage & { id?: unknown }).id });
  return LoggerModule.forRoot({
    // nestjs-pino's default route pattern does not match on Nest 12's Fastify adapter; this one does.
    forRoutes: ['*path'],
    pinoHttp: {
      logger: rootLogger(),
      // Nest's Fastify adapter may strip the mount path from req.url; originalUrl is the request's own.
      autoLogging: { ignore: (req: IncomingMessage & { originalUrl?: string }) => !(req.originalUrl ?? req.url ?? '').startsWith('/api/') },
      // Method and path only (headers carry bearer tokens and cookies), the path without secrets: a signed
      // document link's token and secret query parameters (a reset link's token) are replaced.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: redactError,
      },
      customSuccessObject: (req: IncomingMessage, _res: ServerResponse, value: object) => ({ ...value, ...requestId(req) }),
      customErrorObject: (req: IncomingMessage, _res: ServerResponse, _error: Error, value: object) => ({ ...value, ...requestId(req) }),
    },
  });
}
