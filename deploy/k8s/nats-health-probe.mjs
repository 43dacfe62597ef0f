// Readiness probe of a service (no HTTP port): asks `<service>.health` over NATS the way the
// gateway does (NestJS NATS transport framing) and exits 0 when the service reports status "up".
// Run from the service's folder so that @nats-io/transport-node resolves from its node_modules:
//   node --input-type=module -e "$(cat /probe/nats-health-probe.mjs)"
// Env: NATS_URL, HEALTH_SUBJECT (e.g. identity.health), NATS_USER / NATS_PASSWORD (the service's own NATS user).
const { connect } = await import('@nats-io/transport-node');
const subject = process.env.HEALTH_SUBJECT;
let ok = false;
try {
  const user = process.env.NATS_USER;
  const auth = user ? { user, pass: process.env.NATS_PASSWORD, inboxPrefix: `_INBOX.${user}` } : {};
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', timeout: 2000, name: 'k8s-probe', ...auth });
  try {
    const msg = await nc.request(subject, JSON.stringify({ pattern: subject, data: {}, id: `probe-${process.pid}` }), { timeout: 2000 });
    const body = JSON.parse(new TextDecoder().decode(msg.data));
    ok = body?.response?.status === 'up';
    if (!ok) console.error(`not ready: ${JSON.stringify(body)}`);
  } finally {
    await nc.close();
  }
} catch (error) {
  console.error(`not ready: ${error?.message ?? error}`);
}
process.exit(ok ? 0 : 1);
