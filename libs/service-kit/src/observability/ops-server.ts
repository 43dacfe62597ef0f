import http from 'node:http';
import type { Logger } from 'pino';
import { metrics } from './metrics.js';

export interface OpsServerOptions {
  port: number;
  host?: string;
  /** Readiness: may this process take traffic (e.g. its database reachable)? */
  ready: () => Promise<boolean>;
  log: Logger;
}

export interface OpsServer {
  /** The port it listens on (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The operations port of a service or the gateway (OPS_PORT; none when unset), kept off the public API:
 *   /livez    the process runs and its event loop answers (never the database: a short database outage
 *             must not make an orchestrator restart every service)
 *   /readyz   ready for traffic: `ready()` holds and the process is not stopping
 *   /metrics  Prometheus text format
 */
export async function startOpsServer({ port, host = '0.0.0.0', ready, log }: OpsServerOptions): Promise<OpsServer> {
  let stopping = false;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method !== 'GET') return answer(405, 'method not allowed\n');
    if (path === '/livez') return answer(200, 'ok\n');
    if (path === '/readyz') {
      if (stopping) return answer(503, 'stopping\n');
      return void ready().then(
        (ok) => answer(ok ? 200 : 503, ok ? 'ready\n' : 'not ready\n'),
        () => answer(503, 'not ready\n'),
      );
    }
    if (path === '/metrics') {
      return void metrics.metrics().then(
        (text) => answer(200, text, metrics.contentType),
        (error: Error) => answer(500, `${error.message}\n`),
      );
    }
    answer(404, 'not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  log.info({ port: bound }, 'ops endpoints on /livez, /readyz and /metrics');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** OPS_PORT from the environment, or undefined (no ops server). */
export function opsPortFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.OPS_PORT;
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`OPS_PORT must be a port number, got '${raw}'`);
  return port;
}
