import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import {
  REQUEST_ID_HEADER,
  collectProcessMetrics,
  createLogger,
  endSpan,
  exitOnSignals,
  extractTraceContext,
  httpRequestSeconds,
  httpRequests,
  opsPortFromEnv,
  requestIdFrom,
  startOpsServer,
  startServerSpan,
  traceContext,
  withRequestId,
} from '@portal/service-kit';
import type { Span } from '@opentelemetry/api';
import { GatewayModule } from './app.module.js';
import { loadGatewayConfig, type GatewayConfig } from './config.js';
import { registerFrontends } from './frontends/frontends.js';
import { buildOpenApiDocument } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerJsonCompression } from './http/json-compression.js';
import { IpRateLimit } from './http/ip-rate-limit.js';
import { clientErrorHandler } from './http/client-error.js';
import multipart from '@fastify/multipart';
import { KYC_MAX_BYTES } from '@portal/contracts';

export interface RunningGateway {
  app: NestFastifyApplication;
  url: string;
  close(): Promise<void>;
}

export async function startGateway(config: GatewayConfig = loadGatewayConfig()): Promise<RunningGateway> {
  const log = createLogger('gateway');
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(config),
    new FastifyAdapter({
      bodyLimit: 1024 * 1024,
      trustProxy: config.trustProxy,
      routerOptions: { maxParamLength: 512 },
      clientErrorHandler,
      genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Every API request of an address counts against its budget before anything else runs (refusals too).
  app.get(IpRateLimit).register(fastify as never);
  // Request rate and latency by declared route (the route's pattern, never the raw URL: bounded labels),
  // and a server span per request that the NATS calls made for it continue (no-ops when tracing is off).
  collectProcessMetrics('gateway');
  const spans = new WeakMap<object, Span>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    const parent = extractTraceContext((key) => headerValue(request.headers[key]));
    const { span, ctx } = startServerSpan(`HTTP ${request.method}`, parent, { 'http.request.method': request.method });
    spans.set(request, span);
    traceContext.with(ctx, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const span = spans.get(request);
    if (span) {
      span.updateName(`HTTP ${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      endSpan(span, reply.statusCode >= 500 ? `HTTP ${reply.statusCode}` : undefined);
    }
    done();
  });
  // Nest's guards, pipes and handlers run after this hook, so their logs and RPC calls carry the request's id.
  fastify.addHook('preHandler', (request, _reply, done) => withRequestId(request.id, done));
  registerSecurityHeaders(fastify as never, config.keycloak.publicUrl);
  // JSON answers over 1 KB go out compressed (brotli or gzip).
  registerJsonCompression(fastify as never);
  // Uploads: one file per request, never more than the KYC limit held in memory.
  await app.register(multipart as never, { limits: { fileSize: KYC_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  // The document comes from the route declarations in @portal/contracts; Nest's swagger module only serves the UI.
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument() as never, { jsonDocumentUrl: 'api/docs/openapi.json' });
  const served = await registerFrontends(app.getHttpAdapter().getInstance(), config.frontendsDir);
  await app.listen(config.port, config.host);
  const opsPort = opsPortFromEnv();
  const ops = opsPort === undefined ? undefined : await startOpsServer({ port: opsPort, ready: async () => true, log });
  const url = `http://localhost:${config.port}`;
  log.info({ url, frontends: served }, 'gateway listening');
  return {
    app,
    url,
    close: async () => {
      await ops?.close();
      await app.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const gateway = await startGateway();
  exitOnSignals(gateway.close, createLogger('gateway'));
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
