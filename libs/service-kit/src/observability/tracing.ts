import { SpanKind, SpanStatusCode, context, propagation, trace, type Context, type Span } from '@opentelemetry/api';

/**
 * OpenTelemetry tracing through the API only: without a registered SDK (no OTEL_EXPORTER_OTLP_ENDPOINT,
 * see telemetry.ts) every call here is a no-op, so the hot path pays nothing when tracing is off.
 * Trace context crosses NATS in W3C `traceparent`/`tracestate` message headers.
 */
export const tracer = trace.getTracer('@portal/service-kit');

/** Writes the active trace context into outgoing headers (NATS or HTTP). */
export function injectTraceContext(set: (key: string, value: string) => void, ctx: Context = context.active()): void {
  propagation.inject(ctx, undefined, { set: (_carrier, key, value) => set(key, value) });
}

/** The trace context a message or request carries (the root context when it carries none). */
export function extractTraceContext(get: (key: string) => string | undefined): Context {
  return propagation.extract(context.active(), undefined, {
    get: (_carrier, key) => get(key) || undefined,
    keys: () => ['traceparent', 'tracestate'],
  });
}

/** A server span for one handled request, child of the caller's context; `run` executes inside it. */
export function startServerSpan(name: string, parent: Context, attributes: Record<string, string>): { span: Span; ctx: Context } {
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return { span, ctx: trace.setSpan(parent, span) };
}

export function endSpan(span: Span, error?: string): void {
  if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
  span.end();
}

/** The ids of the active span, for log lines (empty when none is recording). */
export function activeTraceIds(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return traceFlags ? { traceId, spanId } : {};
}

export { context as traceContext };
