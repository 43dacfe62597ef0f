import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { connect, nanos } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM } from '@portal/contracts';
import { EVENTS_DUPLICATE_WINDOW_MS, ensureEventsStream } from '@portal/service-kit';
import '../support/nest-logs.js';
import { NATS_AUTH, natsServers } from '../support/platform.js';

const DAY_MS = 86_400_000;

test('the services keep PORTAL_EVENTS for 14 days (the default) with a 2-minute duplicate window', async () => {
  const nc = await connect({ ...natsServers(), ...NATS_AUTH });
  try {
    const { config } = await (await jetstreamManager(nc)).streams.info(EVENTS_STREAM);
    assert.equal(config.max_age, nanos(14 * DAY_MS));
    assert.equal(config.duplicate_window, nanos(EVENTS_DUPLICATE_WINDOW_MS));
    assert.equal(EVENTS_DUPLICATE_WINDOW_MS, 2 * 60_000);
  } finally {
    await nc.drain();
  }
});

test('an existing stream is brought to a changed retention and keeps its duplicate window', async () => {
  const nc = await connect({ ...natsServers(), ...NATS_AUTH });
  try {
    const changed = await ensureEventsStream(nc, 3 * DAY_MS);
    assert.equal(changed.config.max_age, nanos(3 * DAY_MS));
    assert.equal(changed.config.duplicate_window, nanos(EVENTS_DUPLICATE_WINDOW_MS));
  } finally {
    await ensureEventsStream(nc, 14 * DAY_MS);
    await nc.drain();
  }
});
