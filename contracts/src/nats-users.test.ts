import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@jest/globals';
import { SERVICE_NAMES, type ServiceName } from './health.js';
import {
  EVENT_CONSUMERS,
  INTERNAL_RPCS,
  NATS_SETUP_USER,
  SERVICE_CALLS,
  SERVICE_SUBJECT_PREFIX,
  adminActionBatchSubject,
  adminActionSource,
  adminActionSubject,
  natsUsers,
  portalProfileOf,
  profileHasDemoData,
  renderNatsAuthConfig,
  type PortalProfile,
} from './nats-users.js';
import { EVENTS_STREAM, Rpc, type RpcName } from './subjects/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${path.sep}generated${path.sep}`));
}

/** The Rpc contracts a folder's code sends (not the ones its controllers answer with @RpcHandler). */
function rpcsSentFrom(dir: string): Set<RpcName> {
  const sent = new Set<RpcName>();
  for (const file of sources(dir)) {
    const text = readFileSync(file, 'utf8').replace(/@RpcHandler\(Rpc\.\w+\)/g, '');
    for (const m of text.matchAll(/\bRpc\.(\w+)\b/g)) if (m[1]! in Rpc) sent.add(m[1] as RpcName);
  }
  return sent;
}

const ownerOf = (subject: string) => SERVICE_NAMES.find((s) => subject.startsWith(`${SERVICE_SUBJECT_PREFIX[s]}.`));

test('every request subject belongs to exactly one service', () => {
  for (const [name, contract] of Object.entries(Rpc)) assert.ok(ownerOf(contract.subject), `${name}: ${contract.subject} has no owning service prefix`);
});

test('every call from one service to another is in SERVICE_CALLS (NATS refuses the others)', () => {
  for (const service of SERVICE_NAMES) {
    const allowed = new Set(SERVICE_CALLS[service].map((r) => r.subject));
    for (const name of rpcsSentFrom(path.join(ROOT, 'services', service, 'src'))) {
      const subject = Rpc[name].subject;
      if (ownerOf(subject) === service) continue;
      assert.ok(allowed.has(subject), `${service} sends ${subject} (Rpc.${name}): add it to SERVICE_CALLS['${service}']`);
    }
  }
});

test('the gateway sends none of the service-to-service requests', () => {
  const internal = new Set(INTERNAL_RPCS.map((r) => r.subject));
  for (const name of rpcsSentFrom(path.join(ROOT, 'gateway', 'src'))) {
    assert.ok(!internal.has(Rpc[name].subject), `the gateway sends ${Rpc[name].subject}, which INTERNAL_RPCS keeps from it`);
  }
});

test('each service publishes only its own events and its admin actions on its own audit subject, and answers only its own subjects', () => {
  for (const user of natsUsers().filter((u) => (SERVICE_NAMES as readonly string[]).includes(u.user))) {
    const service = user.user as ServiceName;
    const prefix = SERVICE_SUBJECT_PREFIX[service];
    const events = (user.permissions.publish.allow ?? []).filter((s) => s.startsWith('events.'));
    assert.deepEqual(events, [`events.${prefix}.>`, `events.audit.${prefix}.admin-action`, `events.audit.${prefix}.admin-actions`]);
    assert.equal(adminActionSource(adminActionSubject(service)), service);
    assert.equal(adminActionSource(adminActionBatchSubject(service)), service);
    assert.ok(!(user.permissions.subscribe.allow ?? []).includes('>'));
  }
  assert.equal(adminActionSource('events.audit.admin-action'), undefined);
});

test('no service or the gateway may create, change, delete or purge a stream, or reach another service’s consumers', () => {
  for (const user of natsUsers().filter((u) => u.user === 'gateway' || (SERVICE_NAMES as readonly string[]).includes(u.user))) {
    const allow = user.permissions.publish.allow ?? [];
    assert.ok(!allow.some((s) => s.startsWith('$JS.API.>') || s === '>'), `${user.user} holds the whole JetStream API`);
    for (const verb of ['CREATE', 'UPDATE', 'DELETE']) {
      assert.ok(!allow.some((s) => s.startsWith(`$JS.API.STREAM.${verb}.`)), `${user.user} may ${verb} a stream`);
    }
    assert.ok(!allow.some((s) => s.startsWith(`$JS.API.STREAM.PURGE.${EVENTS_STREAM}`) || s.startsWith(`$JS.API.STREAM.MSG.DELETE.${EVENTS_STREAM}`)));
    const own = Object.keys((EVENT_CONSUMERS as Record<string, object>)[user.user] ?? {});
    for (const subject of allow.filter((s) => s.startsWith('$JS.API.CONSUMER.') || s.startsWith('$JS.ACK.'))) {
      const tokens = subject.split('.');
      if (!tokens.includes(EVENTS_STREAM)) continue;
      const name = tokens[tokens.indexOf(EVENTS_STREAM) + 1]!;
      assert.ok(own.includes(name), `${user.user} reaches the consumer ${name} (${subject})`);
    }
  }
  const setup = natsUsers().find((u) => u.user === NATS_SETUP_USER)!;
  assert.ok((setup.permissions.publish.allow ?? []).includes(`$JS.API.STREAM.CREATE.${EVENTS_STREAM}`));
  assert.ok(!(setup.permissions.publish.allow ?? []).some((s) => /DELETE|PURGE/.test(s)));
});

/** The durable consumer names a service's code starts (EventConsumer's `name`, or a helper's first argument). */
function consumersStartedIn(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of sources(dir)) {
    const text = readFileSync(file, 'utf8');
    if (!/\b(?:EventConsumer|eventConsumerProvider|userErasedConsumer)\b/.test(text)) continue;
    for (const m of text.matchAll(/\bname: '([a-z0-9-]+)'/g)) names.add(m[1]!);
    for (const m of text.matchAll(/this\.consumer\('([a-z0-9-]+)'/g)) names.add(m[1]!);
    // A feature's own factory of consumers: `mailing('notifications-kyc-status', Events.kycStatusChanged, …)`.
    for (const m of text.matchAll(/\b\w+\('([a-z0-9-]+)',\s*Events\./g)) names.add(m[1]!);
  }
  return names;
}

test('every durable consumer a service starts is in EVENT_CONSUMERS (NATS refuses the others)', () => {
  for (const service of SERVICE_NAMES) {
    const started = consumersStartedIn(path.join(ROOT, 'services', service, 'src'));
    assert.deepEqual(
      [...started].sort(),
      Object.keys(EVENT_CONSUMERS[service]).sort(),
      `${service}: EVENT_CONSUMERS['${service}'] must list the consumers it starts`,
    );
  }
});

test('deploy/k8s/nats/nats-auth.conf (compose, Kubernetes dev) and nats-auth.production.conf are the renderings of natsUsers()', () => {
  const committed = (file: string) => readFileSync(path.join(ROOT, 'deploy', 'k8s', 'nats', file), 'utf8');
  assert.equal(
    committed('nats-auth.conf'),
    renderNatsAuthConfig(natsUsers({ profile: 'development' })),
    'regenerate it: node scripts/nats-auth-config.mjs development > deploy/k8s/nats/nats-auth.conf',
  );
  assert.equal(
    committed('nats-auth.production.conf'),
    renderNatsAuthConfig(natsUsers({ profile: 'production' })),
    'regenerate it: node scripts/nats-auth-config.mjs production > deploy/k8s/nats/nats-auth.production.conf',
  );
});

test('the seed user (grants of any size, no admin, no four-eyes) and the test user exist only where there is demo data', () => {
  const names = (profile?: PortalProfile) => natsUsers(profile ? { profile } : {}).map((u) => u.user);
  assert.ok(names('development').includes('seed'));
  assert.ok(!names('development').includes('tests'));
  assert.ok(names('test').includes('seed') && names('test').includes('tests'));
  for (const production of [names('production'), names()]) {
    assert.ok(!production.includes('seed'), 'production has no seed user');
    assert.ok(!production.includes('tests'), 'production has no test user');
  }
  const rendered = readFileSync(path.join(ROOT, 'deploy', 'k8s', 'nats', 'nats-auth.production.conf'), 'utf8');
  assert.doesNotMatch(rendered, /user: "(seed|tests)"/);
  assert.doesNotMatch(rendered, /NATS_PASSWORD_SEED/);
});

test('PORTAL_PROFILE: unset is production, an unknown value is refused', () => {
  assert.equal(portalProfileOf(undefined), 'production');
  assert.equal(portalProfileOf(''), 'production');
  assert.equal(portalProfileOf('test'), 'test');
  assert.throws(() => portalProfileOf('dev'), /PORTAL_PROFILE must be one of development, test, production/);
  assert.equal(profileHasDemoData('production'), false);
  assert.equal(profileHasDemoData('development'), true);
});
