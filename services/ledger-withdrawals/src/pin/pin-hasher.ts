import { availableParallelism } from 'node:os';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { PinHashTask } from './pin-hash.worker.js';

/** The PIN hash's cost factor (spec: bcrypt, cost 12). */
export const PIN_BCRYPT_COST = 12;
/** bcrypt's own lowest cost. */
const BCRYPT_MIN_COST = 4;

/**
 * The bcrypt cost of new PIN hashes: 12, or PIN_BCRYPT_COST. A cost below 12 is accepted only on the test
 * platform (PORTAL_PROFILE=test, whose recipients are made and thrown away by the thousand); in production
 * and development such a setting stops the start. Hashes of any cost verify, so a PIN keeps working
 * whatever cost it was set with.
 */
export function pinCostFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PIN_BCRYPT_COST;
  if (raw === undefined || raw === '') return PIN_BCRYPT_COST;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < BCRYPT_MIN_COST || cost > 31) throw new Error(`PIN_BCRYPT_COST must be a whole number from 4 to 31, got "${raw}"`);
  if (cost < PIN_BCRYPT_COST && env.PORTAL_PROFILE !== 'test') {
    throw new Error(`PIN_BCRYPT_COST ${cost} is below ${PIN_BCRYPT_COST}: a cheaper PIN hash is for the test platform only (PORTAL_PROFILE=test)`);
  }
  return cost;
}

/**
 * bcrypt for PINs on a pool of worker threads, one per core: the hash is the limit of every PIN-gated
 * command, so it runs on every core and never on the event loop, and never on more threads than cores
 * (libuv's default pool of four on two cores time-sliced the hashes: measured 220 ms a check under the
 * PIN load against 197 ms alone). Different users' checks run side by side up to the pool's size; the
 * rest wait in the pool's queue, outside any transaction.
 */
@Injectable()
export class PinHasher implements OnModuleDestroy {
  private readonly pool: Piscina<PinHashTask, string | boolean>;
  private readonly cost = pinCostFromEnv();

  constructor() {
    const threads = availableParallelism();
    this.pool = new Piscina({
      filename: new URL('./pin-hash.worker.js', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
  }

  async hash(pin: string): Promise<string> {
    return (await this.pool.run({ op: 'hash', pin, cost: this.cost })) as string;
  }

  /** Whether `pin` matches `hash`; rejects when the check itself fails (the caller refuses then). */
  async verify(pin: string, hash: string): Promise<boolean> {
    return (await this.pool.run({ op: 'verify', pin, hash })) as boolean;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
