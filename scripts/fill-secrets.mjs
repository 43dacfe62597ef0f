#!/usr/bin/env node
// Secrets generated per install for docker-compose and the Kubernetes dev overlay, never committed:
//   node scripts/fill-secrets.mjs .env                  every empty `NAME=` line of the file, and every
//                                                       NATS user's NATS_PASSWORD_<USER> (compose)
//   node scripts/fill-secrets.mjs deploy/k8s/nats/nats-users.env --nats-only
//                                                       the NATS users' passwords (Kubernetes dev)
//   node scripts/fill-secrets.mjs deploy/k8s/overlays/dev/keycloak-clients.env KEYCLOAK_IDENTITY_SECRET KEYCLOAK_PASSWORD_VERIFIER_SECRET
//                                                       the named ones (Kubernetes dev: the realm's confidential clients)
// The file is created when missing; values already there stay. Each new value is 256 random bits
// (scripts/lib/secrets.mjs). The NATS users come from contracts/src/nats-users.ts (after a build).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { natsUsers } from '@portal/contracts';
import { newSecret } from './lib/secrets.mjs';

const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/fill-secrets.mjs <file> [--nats-only] [NAME ...]');
const natsOnly = rest.includes('--nats-only');
const named = rest.filter((a) => !a.startsWith('--'));
let text = existsSync(file) ? readFileSync(file, 'utf8') : '';

const names = new Set(named);
if (!named.length) {
  // compose and the Kubernetes dev overlay have demo data (the seed user); production's secrets come from its secret manager.
  for (const user of natsUsers({ profile: 'development' })) names.add(user.passwordEnv);
  if (!natsOnly) for (const m of text.matchAll(/^([A-Z][A-Z0-9_]*)=$/gm)) names.add(m[1]);
}
const added = [];
for (const name of names) {
  const line = new RegExp(`^${name}=(.*)$`, 'm');
  const current = line.exec(text);
  if (current?.[1]) continue;
  added.push(name);
  if (current) text = text.replace(line, `${name}=${newSecret()}`);
  else text += `${text && !text.endsWith('\n') ? '\n' : ''}${name}=${newSecret()}\n`;
}
writeFileSync(file, text, { mode: 0o600 });
console.log(added.length ? `${file}: generated ${added.join(', ')}` : `${file}: every secret is set`);
