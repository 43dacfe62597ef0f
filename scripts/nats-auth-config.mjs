#!/usr/bin/env node
// The NATS users' configuration for compose and Kubernetes, from contracts/src/nats-users.ts (after a build):
//   node scripts/nats-auth-config.mjs > deploy/k8s/nats/nats-auth.conf
// (committed; a unit test checks it is up to date). The passwords are generated per install by
// scripts/fill-secrets.mjs and never committed.
import { natsUsers, renderNatsAuthConfig } from '@portal/contracts';

process.stdout.write(renderNatsAuthConfig(natsUsers()));
