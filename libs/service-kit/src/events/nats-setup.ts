import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, HANDOFF_BUCKETS } from '@portal/contracts';
import { ensureEventsStream } from './events-stream.js';
import { ensureHandoffBucket } from '../file-handoff.js';

/**
 * The platform's JetStream streams, created or brought to their configuration once per deployment by the
 * setup step (scripts/nats-setup.mjs, user `nats-setup`) before the services start: the event stream
 * PORTAL_EVENTS and the file handoff buckets (KYC documents, progress-report attachments). No service's NATS user may create, change or delete a stream.
 */
export async function setUpNatsStreams(nc: NatsConnection, eventsMaxAgeMs: number): Promise<string[]> {
  await ensureEventsStream(nc, eventsMaxAgeMs);
  for (const bucket of HANDOFF_BUCKETS) await ensureHandoffBucket(nc, bucket);
  return [EVENTS_STREAM, ...HANDOFF_BUCKETS.map((bucket) => `OBJ_${bucket}`)];
}
