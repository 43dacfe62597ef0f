// Preloaded with `node --import @portal/service-kit/telemetry dist/main.js` (the images do): when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, registers the OpenTelemetry SDK (service name from
// OTEL_SERVICE_NAME), W3C trace-context propagation, an OTLP/HTTP exporter and the PostgreSQL (pg)
// instrumentation, whose ESM loader hook must be in place before `pg` is first imported. Without the
// variable it does nothing at all.
import { register } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (endpoint) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const serviceName = process.env.OTEL_SERVICE_NAME ?? process.env.npm_package_name ?? 'grant-portal';
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName, 'service.namespace': 'grant-portal' }),
    // `console` writes the spans to stdout (for a look without a collector)
    spanProcessors: [
      endpoint === 'console' ? new SimpleSpanProcessor({ exporter: new ConsoleSpanExporter() }) : new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new PgInstrumentation({ requireParentSpan: true })] });
  // spans still buffered go out before the process ends (the stop handlers exit by themselves)
  process.once('beforeExit', () => void provider.shutdown());
}
