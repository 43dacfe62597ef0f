import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@jest/globals';
import { SERVICE_NAMES, type ServiceName } from './health.js';
import { INTERNAL_RPCS, SERVICE_CALLS, SERVICE_SUBJECT_PREFIX, natsUsers, renderNatsAuthConfig } from './nats-users.js';
import { Rpc, type RpcName } from './rpc.js';

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

test('each service publishes only its own events and answers only its own subjects', () => {
  for (const user of natsUsers().filter((u) => (SERVICE_NAMES as readonly string[]).includes(u.user))) {
    const prefix = SERVICE_SUBJECT_PREFIX[user.user as ServiceName];
    const events = user.permissions.publish.allow.filter((s) => s.startsWith('events.'));
    // Its own events, and its admin actions for the one audit log (accounts-kyc keeps it).
    assert.deepEqual(events, [`events.${prefix}.>`, 'events.audit.>']);
    assert.ok(!user.permissions.subscribe.allow.includes('>'));
  }
});

test('deploy/k8s/nats-auth.conf (compose and Kubernetes) is the rendering of natsUsers()', () => {
  const committed = readFileSync(path.join(ROOT, 'deploy', 'k8s', 'nats-auth.conf'), 'utf8');
  assert.equal(committed, renderNatsAuthConfig(natsUsers()), 'regenerate it: node scripts/nats-auth-config.mjs > deploy/k8s/nats-auth.conf');
});
