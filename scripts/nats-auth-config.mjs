#!/usr/bin/env node
// The NATS users for compose and Kubernetes, from contracts/src/nats-users.ts (after a build):
//   node scripts/nats-auth-config.mjs > deploy/k8s/nats-auth.conf      the users and their permissions
//   node scripts/nats-auth-config.mjs --passwords > deploy/k8s/nats-users.env
//                                                                     a fresh random password per user
//                                                                     (not in git; compose: `set -a; . deploy/k8s/nats-users.env`)
import { natsUsers, renderNatsAuthConfig } from '@portal/contracts';
import { newSecret } from './lib/secrets.mjs';

if (process.argv.includes('--passwords')) {
  for (const user of natsUsers()) process.stdout.write(`${user.passwordEnv}=${newSecret()}\n`);
} else {
  process.stdout.write(renderNatsAuthConfig(natsUsers()));
}
