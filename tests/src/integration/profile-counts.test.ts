// The back office's profile figures come from counts kept in the transaction of each change (accounts-kyc migration
// 0012): after registrations, decisions, deactivations, KYC submissions and an erasure running at once, the kept counts
// equal a count over the profiles in the same snapshot.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Api } from '@portal/contracts';
import { DEMO_ADMIN, registerRecipient, setAccountStatus, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { withDatabase } from '../support/databases.js';

type Counted = { account_status: string; kyc_status: string; is_active: boolean; n: number };
const key = (r: Counted) => `${r.account_status}/${r.kyc_status}/${r.is_active}`;

test('the kept profile counts equal the profiles after concurrent registrations, decisions, KYC and an erasure', async () => {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const shared = `UNSEAF-2026/GR-${String(1000 + Math.floor(Math.random() * 9000))}`;
  const registered = await Promise.all(Array.from({ length: 8 }, (_, i) => registerRecipient(i < 3 ? { grantNumber: shared } : {})));
  const withKyc = await Promise.all(Array.from({ length: 3 }, () => approvedRecipientWithToken()));
  const answers = await Promise.all([
    ...registered.slice(0, 3).map((r) => setAccountStatus(r.userId, 'approved').then(() => ({ status: 201 }))),
    setAccountStatus(registered[3]!.userId, 'rejected').then(() => ({ status: 201 })),
    clientFor(admin).answer(Api.adminUsers.setActive, { params: { id: registered[4]!.userId }, body: { active: false } }),
    ...withKyc.map((r) => uploadKyc(r.token, 'passport.pdf', pdfBytes())),
    clientFor(admin).answer(Api.adminUsers.deleteUser, { params: { id: registered[5]!.userId } }),
  ]);
  assert.deepEqual(
    answers.map((a) => a.status < 300),
    answers.map(() => true),
    JSON.stringify(answers.map((a) => a.status)),
  );

  await withDatabase('accounts-kyc', async (db) => {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    try {
      const kept = (
        await db.query<Counted>(
          `SELECT account_status, kyc_status, is_active, sum(profiles)::int AS n FROM profile_status_counts
            GROUP BY 1, 2, 3 HAVING sum(profiles) <> 0 ORDER BY 1, 2, 3`,
        )
      ).rows.map((r) => `${key(r)}=${r.n}`);
      const counted = (
        await db.query<Counted>(`SELECT account_status, kyc_status, is_active, count(*)::int AS n FROM profiles GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)
      ).rows.map((r) => `${key(r)}=${r.n}`);
      assert.deepEqual(kept, counted);
      const holders = await db.query<{ kept: number; counted: number }>(
        `SELECT (SELECT holders FROM grant_number_holders WHERE grant_number = $1)::int AS kept,
                (SELECT count(*) FROM profiles WHERE grant_number = $1)::int AS counted`,
        [shared],
      );
      assert.deepEqual(holders.rows[0], { kept: 3, counted: 3 });
      const conflicts = await db.query<{ kept: number; counted: number }>(
        `SELECT (SELECT count(*) FROM grant_number_holders WHERE holders > 1)::int AS kept,
                (SELECT count(*) FROM (SELECT 1 FROM profiles GROUP BY grant_number HAVING count(*) > 1) g)::int AS counted`,
      );
      assert.equal(conflicts.rows[0]!.kept, conflicts.rows[0]!.counted);
    } finally {
      await db.query('ROLLBACK');
    }
  });

  // The Overview reads the kept counts: the shared grant number is a Grant Conflict there.
  const overview = await clientFor(admin).answer(Api.adminUsers.overview);
  assert.equal(overview.status, 200);
  assert.ok('grantConflicts' in overview.body && overview.body.grantConflicts >= 1, JSON.stringify(overview.body));
});
