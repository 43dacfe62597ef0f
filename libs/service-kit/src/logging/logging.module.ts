import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { rootLogger } from './logger.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-context.js';

/**
 * Nest's logger on the root pino logger (nestjs-pino), so the framework's messages and the app's
 * come out as one JSON stream. Use with `bufferLogs: true` and `app.useLogger(app.get(Logger))`.
 */
export function loggingModule(): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: { logger: rootLogger() } });
}

/** The request id pino-http gave an HTTP request (see `httpLoggingModule`). */
export function httpRequestId(req: IncomingMessage): string | undefined {
  return (req as IncomingMessage & { id?: string }).id;
}

/**
 * `loggingModule` for an HTTP server: every request gets an id (the caller's `x-request-id` when
 * acceptable, else a new one), answered in the `x-request-id` response header, and one access log
 * line per API request. The id is written by the root logger's mixin, so it is not bound here.
 */
export function httpLoggingModule(): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      logger: rootLogger(),
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      autoLogging: { ignore: (req: IncomingMessage) => !req.url?.startsWith('/api/') },
      // Method and path only: headers carry bearer tokens and cookies.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customSuccessObject: (req: IncomingMessage, _res: ServerResponse, value: object) => ({ ...value, reqId: httpRequestId(req) }),
      customErrorObject: (req: IncomingMessage, _res: ServerResponse, _error: Error, value: object) => ({ ...value, reqId: httpRequestId(req) }),
    },
  });
}
