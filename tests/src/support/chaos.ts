// Fault injection on the running test platform for the bank test (bank.serial.test.ts): SIGKILL of a
// service or the gateway (pm2 restarts it with back-off), a NATS restart, a PostgreSQL restart and a
// Redis pause. Only for `*.serial.test.ts` files: these stop processes every other test relies on.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pm2On } from '@portal/infra';
import { GATEWAY_URL } from './platform.js';
import { waitFor } from './wait.js';

interface Pm2Process {
  name: string;
  pid: number;
  pm2_env: { status: string; restart_time: number };
}

export type Fault =
  | { kind: 'kill'; process: string }
  | { kind: 'restart-nats' }
  | { kind: 'pause-nats'; forMs: number }
  | { kind: 'restart-postgres' }
  | { kind: 'pause-redis'; process: string; forMs: number };

export function describeFault(fault: Fault): string {
  switch (fault.kind) {
    case 'kill':
      return `SIGKILL ${fault.process}`;
    case 'pause-redis':
      return `stop ${fault.process} for ${(fault.forMs / 1000).toFixed(1)} s`;
    case 'pause-nats':
      return `stop nats for ${(fault.forMs / 1000).toFixed(1)} s`;
    default:
      return fault.kind;
  }
}

/**
 * The test platform's processes as its pm2 (profile `test`, see scripts/infra) runs them, and the
 * faults the bank test injects into them.
 */
export class PlatformFaults {
  constructor(private readonly profile = process.env.CHAOS_PM2_PROFILE ?? 'test') {}

  async processes(): Promise<Pm2Process[]> {
    const out = await pm2On(this.profile, ['jlist']);
    if (out === null) throw new Error(`no pm2 daemon runs the ${this.profile} platform: start it with npm test or npm run test:chaos`);
    return JSON.parse(out.slice(out.indexOf('['))) as Pm2Process[];
  }

  /** Whether pm2 of this platform runs a process of that name (a Redis of its own, for instance). */
  async has(name: string): Promise<boolean> {
    return (await this.processes()).some((p) => p.name === name);
  }

  async inject(fault: Fault): Promise<void> {
    switch (fault.kind) {
      case 'kill': {
        const proc = (await this.processes()).find((p) => p.name === fault.process);
        if (!proc?.pid) return; // already down (a back-off in progress): nothing to kill
        process.kill(proc.pid, 'SIGKILL');
        return;
      }
      case 'restart-nats':
        await pm2On(this.profile, ['restart', 'nats']);
        return;
      case 'pause-nats':
        await pm2On(this.profile, ['stop', 'nats']);
        await new Promise((resolve) => setTimeout(resolve, fault.forMs));
        await pm2On(this.profile, ['start', 'nats']);
        return;
      case 'restart-postgres':
        // PostgreSQL runs outside pm2 as Debian's cluster 15/main (scripts/infra/lib/postgres.mjs).
        await promisify(execFile)('pg_ctlcluster', ['15', 'main', 'restart', '-m', 'fast']);
        return;
      case 'pause-redis':
        await pm2On(this.profile, ['stop', fault.process]);
        await new Promise((resolve) => setTimeout(resolve, fault.forMs));
        await pm2On(this.profile, ['start', fault.process]);
        return;
    }
  }

  /** Waits until every process of the platform is online again and the gateway's health check is green. */
  async recovered(timeoutMs: number): Promise<void> {
    await waitFor(async () => (await this.processes()).every((p) => p.pm2_env.status === 'online'), { timeoutMs, what: 'every pm2 process online' });
    await waitFor(async () => (await fetch(`${GATEWAY_URL}/api/health`)).status === 200, {
      timeoutMs,
      intervalMs: 500,
      what: 'GET /api/health to answer 200',
    });
  }

  /** pm2's restart count of every process (to report how often each came back). */
  async restarts(): Promise<Record<string, number>> {
    return Object.fromEntries((await this.processes()).map((p) => [p.name, p.pm2_env.restart_time]));
  }
}
