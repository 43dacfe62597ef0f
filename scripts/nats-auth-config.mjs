#!/usr/bin/env node
// Prints the NATS users and permissions for compose and Kubernetes (deploy/k8s/nats-auth.conf) from
// contracts/src/nats-users.ts (after a build):  node scripts/nats-auth-config.mjs > deploy/k8s/nats-auth.conf
import { natsUsers, renderNatsAuthConfig } from '@portal/contracts';

process.stdout.write(renderNatsAuthConfig(natsUsers()));
