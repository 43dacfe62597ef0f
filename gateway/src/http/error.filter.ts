import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ErrorCodes, GenericMessages, type ApiErrorBody } from '@portal/contracts';
import { RpcCallError, createLogger } from '@portal/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundException } from '@nestjs/common';
import { spaFallback, wantsShell } from '../frontends/frontends.js';
import { ApiError } from './api-error.js';
import { allowedMethods } from './method-not-allowed.js';

const log = createLogger('gateway');

const CODE_BY_STATUS: Record<number, string> = {
  400: ErrorCodes.validationFailed,
  401: ErrorCodes.unauthenticated,
  403: ErrorCodes.forbidden,
  404: ErrorCodes.notFound,
  405: ErrorCodes.methodNotAllowed,
  409: ErrorCodes.conflict,
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function isClientError(error: unknown): error is { statusCode: number; message: string } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/** Every error leaves the gateway in one shape: `{ statusCode, code, message }`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (error instanceof NotFoundException && wantsShell(request.method, request.url)) {
      void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(spaFallback.html(request.url));
      return;
    }
    // No route matched, yet the path is the API's: the method is the wrong one (RFC 9110: 405 with Allow).
    const allowed = error instanceof NotFoundException ? allowedMethods(request.url) : [];
    if (allowed.length && !allowed.includes(request.method)) {
      const body: ApiErrorBody = { statusCode: 405, code: ErrorCodes.methodNotAllowed, message: `Allowed methods: ${allowed.join(', ')}` };
      void reply.status(405).header('allow', allowed.join(', ')).send(body);
      return;
    }
    let body: ApiErrorBody;
    if (error instanceof ApiError) body = error.toBody();
    else if (error instanceof RpcCallError) body = error.body;
    else if (error instanceof HttpException) {
      const status = error.getStatus();
      const response = error.getResponse();
      const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? error.message);
      body = { statusCode: status, code: CODE_BY_STATUS[status] ?? ErrorCodes.internal, message };
    } else if (isClientError(error)) {
      // Fastify's own refusals (an undeclared Content-Type: 415, a body it cannot read: 400/413) keep their status.
      body = { statusCode: error.statusCode, code: CODE_BY_STATUS[error.statusCode] ?? ErrorCodes.validationFailed, message: error.message };
    } else {
      log.error({ err: error }, 'unhandled error');
      body = { statusCode: 500, code: ErrorCodes.internal, message: GenericMessages.internal };
    }
    void reply.status(body.statusCode).send(body);
  }
}
