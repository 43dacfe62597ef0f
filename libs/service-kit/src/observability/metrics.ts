import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served on `/metrics` of the ops port: Node's default
 * process metrics plus the portal's own. Counting is a few additions per request (cheap on the hot
 * path); what needs a query (outbox lag, queue depths, ledger postings) is read only when scraped.
 */
export const metrics = new Registry();

let defaultsCollected = false;
/**
 * How often the event loop's delay is sampled. prom-client's default (10 ms) wakes every process a hundred
 * times a second, busy or idle: on this platform's 2-core machine six idle processes spent about a tenth of
 * its CPU there (each wake-up is a system call or two). A sample every 100 ms still sees every stall longer
 * than that, and one that long is what the lag metric is for.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

/** Node's process metrics (CPU, memory, event loop lag, GC) with the service's name as label. */
export function collectProcessMetrics(service: string): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  metrics.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metrics, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** NATS request-reply handled by this service, by subject and outcome (`ok` or the error's code). */
export const rpcHandled = new Counter({
  name: 'portal_rpc_handled_total',
  help: 'NATS requests handled, by subject and outcome',
  labelNames: ['subject', 'outcome'] as const,
  registers: [metrics],
});
export const rpcHandleSeconds = new Histogram({
  name: 'portal_rpc_handle_seconds',
  help: 'Time to handle a NATS request, by subject',
  labelNames: ['subject'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metrics],
});
/** Calls this process made over NATS that ended in an error (timeouts, unavailable services, refusals). */
export const rpcCallErrors = new Counter({
  name: 'portal_rpc_call_errors_total',
  help: 'NATS request-reply calls that ended in an error, by subject and status code',
  labelNames: ['subject', 'status'] as const,
  registers: [metrics],
});
/** The gateway's HTTP requests, by method, declared route and status. */
export const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'HTTP requests, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metrics],
});
export const httpRequestSeconds = new Histogram({
  name: 'portal_http_request_seconds',
  help: 'HTTP request duration, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metrics],
});

/** A gauge whose values are read when Prometheus scrapes (a query, a queue's counts). */
export function scrapedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Promise<Array<{ labels: Partial<Record<L, string>>; value: number }>>,
): Gauge<L> {
  if (metrics.getSingleMetric(name)) metrics.removeSingleMetric(name);
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [metrics],
    async collect() {
      this.reset();
      try {
        for (const { labels, value } of await read()) this.set(labels, value);
      } catch {
        // a scrape while the database or Redis is down shows no value rather than failing /metrics
      }
    },
  });
}

interface CountedQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}
const queues = new Map<string, CountedQueue>();
/** A BullMQ queue whose waiting/active/delayed/failed jobs show in `portal_queue_jobs`. */
export function watchQueue(queue: CountedQueue): void {
  queues.set(queue.name, queue);
}
export function unwatchQueue(queue: CountedQueue): void {
  if (queues.get(queue.name) === queue) queues.delete(queue.name);
}
scrapedGauge('portal_queue_jobs', 'BullMQ jobs by queue and state', ['queue', 'state'], async () => {
  const rows: Array<{ labels: { queue: string; state: string }; value: number }> = [];
  for (const queue of queues.values()) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
    for (const [state, value] of Object.entries(counts)) rows.push({ labels: { queue: queue.name, state }, value });
  }
  return rows;
});
