#!/usr/bin/env node
// The NATS users' configuration for compose and Kubernetes, from contracts/src/nats-users.ts (after a build):
//   node scripts/nats-auth-config.mjs development > deploy/k8s/nats/nats-auth.conf             (compose, Kubernetes dev)
//   node scripts/nats-auth-config.mjs production > deploy/k8s/nats/nats-auth.production.conf   (production: no seed user)
// (committed; a unit test checks they are up to date). The passwords are generated per install by
// scripts/fill-secrets.mjs and never committed.
import { natsUsers, portalProfileOf, renderNatsAuthConfig } from '@portal/contracts';

const [profile] = process.argv.slice(2);
if (!profile) throw new Error('usage: node scripts/nats-auth-config.mjs development|production');
process.stdout.write(renderNatsAuthConfig(natsUsers({ profile: portalProfileOf(profile) })));
