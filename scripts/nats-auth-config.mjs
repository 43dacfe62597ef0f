#!/usr/bin/env node
// The NATS users for compose and Kubernetes, from contracts/src/nats-users.ts (after a build):
//   node scripts/nats-auth-config.mjs > deploy/k8s/nats/nats-auth.conf
//        the users and their permissions (committed; a unit test checks it is up to date)
//   node scripts/nats-auth-config.mjs --fill .env                          (docker-compose)
//   node scripts/nats-auth-config.mjs --fill deploy/k8s/nats/nats-users.env   (Kubernetes dev)
//        a fresh random password for each user whose NATS_PASSWORD_<USER> is missing or empty in that
//        file (created when missing); values already there stay. Generated per install, never committed.
//   node scripts/nats-auth-config.mjs --passwords      the same lines on stdout
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { natsUsers, renderNatsAuthConfig } from '@portal/contracts';
import { newSecret } from './lib/secrets.mjs';

const fill = process.argv.indexOf('--fill');
if (fill !== -1) {
  const file = process.argv[fill + 1];
  if (!file) throw new Error('--fill needs a file: node scripts/nats-auth-config.mjs --fill .env');
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const added = [];
  for (const { passwordEnv } of natsUsers()) {
    const line = new RegExp(`^${passwordEnv}=(.*)$`, 'm');
    const current = line.exec(text);
    if (current?.[1]) continue;
    added.push(passwordEnv);
    if (current) text = text.replace(line, `${passwordEnv}=${newSecret()}`);
    else text += `${text && !text.endsWith('\n') ? '\n' : ''}${passwordEnv}=${newSecret()}\n`;
  }
  writeFileSync(file, text, { mode: 0o600 });
  console.log(added.length ? `${file}: generated ${added.join(', ')}` : `${file}: every NATS password is set`);
} else if (process.argv.includes('--passwords')) {
  for (const user of natsUsers()) process.stdout.write(`${user.passwordEnv}=${newSecret()}\n`);
} else {
  process.stdout.write(renderNatsAuthConfig(natsUsers()));
}
