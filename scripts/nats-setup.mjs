#!/usr/bin/env node
// The NATS setup step: creates the platform's JetStream streams (the event stream PORTAL_EVENTS and the
// KYC handoff buckets), or brings them to their configuration, before the services start. It signs in as
// `nats-setup` (NATS_USER / NATS_PASSWORD), the only user that may create or change those streams
// (contracts/src/nats-users.ts); no service can. Idempotent: `npm start` and `npm test` run it before the
// apps, compose as the one-shot `nats-setup`, Kubernetes as the Job `nats-setup`.
import { connect } from '@nats-io/transport-node';
import { eventsMaxAgeFromEnv, natsAuth, natsTransportOptions, setUpNatsStreams } from '@portal/service-kit';

// NATS_URL (tls:// in production), NATS_TLS_CA_FILE, NATS_TLS_SERVERNAME: see natsTransportOptions.
const nc = await connect({ ...natsTransportOptions(), name: 'nats-setup', ...natsAuth() });
try {
  const streams = await setUpNatsStreams(nc, eventsMaxAgeFromEnv());
  console.log(`[nats-setup] streams ready: ${streams.join(', ')}`);
} finally {
  await nc.close();
}
