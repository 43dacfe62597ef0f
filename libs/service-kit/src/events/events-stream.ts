import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, type StreamInfo } from '@nats-io/jetstream';
import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX } from '@portal/contracts';

/** A relay that re-publishes an event within this window (crash between publish and mark) is de-duplicated by msgID. */
export const EVENTS_DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * Creates the PORTAL_EVENTS stream (subjects `events.>`) or brings an existing one to the wanted
 * retention: events older than `maxAgeMs` are dropped by JetStream, the duplicate window stays.
 */
export async function ensureEventsStream(nc: NatsConnection, maxAgeMs: number): Promise<StreamInfo> {
  const jsm = await jetstreamManager(nc);
  const limits = { max_age: nanos(maxAgeMs), duplicate_window: nanos(EVENTS_DUPLICATE_WINDOW_MS) };
  let existing = await jsm.streams.info(EVENTS_STREAM).catch(() => undefined);
  if (!existing) {
    try {
      return await jsm.streams.add({ name: EVENTS_STREAM, subjects: [`${EVENTS_SUBJECT_PREFIX}>`], ...limits });
    } catch (error) {
      // another service created it in the meantime
      existing = await jsm.streams.info(EVENTS_STREAM).catch(() => {
        throw error;
      });
    }
  }
  if (existing.config.max_age === limits.max_age && existing.config.duplicate_window === limits.duplicate_window) return existing;
  return jsm.streams.update(EVENTS_STREAM, limits);
}
