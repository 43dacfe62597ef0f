#!/usr/bin/env node
// Demo data, through the services' own messages (no table is written from outside its service).
// Idempotent: every command carries a fixed idempotency key or a fixed id, so running it twice
// changes nothing. The Keycloak side of the demo users (deploy/keycloak/demo-users.json) is created by the
// realm sync before this runs (`npm start`/`npm test`; elsewhere `node scripts/keycloak-config.mjs` with
// PORTAL_PROFILE=development), never by the realm import.
import { Logger } from '@nestjs/common';
import { RpcClient } from '@portal/service-kit';
import { Rpc, portalProfileOf, profileHasDemoData } from '@portal/contracts';

export const DEMO = {
  admin: { id: '00000000-0000-4000-8000-000000000001', username: 'admin', password: 'Admin#2026' },
  recipient: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'demo@grant-portal.local',
    password: 'Demo#2026',
    firstName: 'Demo',
    lastName: 'Recipient',
    grantNumber: 'UNSEAF-2024/GR-0001',
  },
};

Logger.overrideLogger(['error', 'warn']);

// Demo data only where there is demo data: production has no seed NATS user, and its ledger refuses a grant no admin awarded.
if (!profileHasDemoData(portalProfileOf(process.env.PORTAL_PROFILE))) {
  throw new Error('scripts/seed.mjs puts demo data in place: set PORTAL_PROFILE=development or test (production has none)');
}

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const rpc = new RpcClient(natsUrl, 15_000);
await rpc.connect();
try {
  const r = DEMO.recipient;
  await rpc.call(Rpc.accountsCreateProfile, {
    userId: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    grantNumber: r.grantNumber,
    mobile: '+41 22 555 0100',
    country: 'Switzerland',
    accountStatus: 'approved',
    kycStatus: 'approved',
  });
  await rpc.call(Rpc.ledgerOpenGrant, {
    userId: r.id,
    title: 'R&D Impact Fund',
    totalCents: 25_000_000,
    startDate: '2026-07-01',
    idempotencyKey: 'seed:demo:grant',
  });
  const adjustments = [
    { key: 'seed:demo:add-1', direction: 'add', amountCents: 150_000, description: 'Matching contribution for Phase 1' },
    { key: 'seed:demo:deduct-1', direction: 'deduct', amountCents: 35_000, description: 'Correction of an equipment advance' },
    { key: 'seed:demo:add-2', direction: 'add', amountCents: 72_550, description: 'Reimbursed training costs' },
  ];
  for (const a of adjustments) {
    await rpc.call(Rpc.ledgerAdjustBalance, {
      userId: r.id,
      direction: a.direction,
      amountCents: a.amountCents,
      actorId: DEMO.admin.id,
      description: a.description,
      idempotencyKey: a.key,
    });
  }
  const summary = await rpc.call(Rpc.ledgerDashboard, { userId: r.id });
  console.log(`[seed] demo recipient ${r.email} ready, balance ${summary.balanceCents} cents, ${summary.recent.length} transactions`);
} finally {
  await rpc.close();
}
