import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  ACCOUNT_STATUS_BLOCKED,
  AUDIT_PAGE_SIZE_MAX,
  AUDIT_EXPORT_PAGE_ROWS,
  Api,
  INACTIVE_STATUS,
  UserDeleteMessages,
  accountBlockedMessage,
  allRoutes,
  formatUsd,
  overviewFigures,
  Rpc,
  type AdminAuditEntry,
  type AuditExportAfter,
  type ServiceName,
} from '@portal/contracts';
import { DEMO_ADMIN, rawRequest, registerRecipient, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { forceAccountStatus } from '../support/accounts-db.js';
import { clientFor, type QueryOf } from '../support/client.js';
import { waitFor } from '../support/wait.js';
import { withDatabase } from '../support/databases.js';
import { NatsRpc } from '../support/rpc.js';

/** Runs one statement on a service's database; writable, for the checks that the database itself refuses changes. */
async function query<T extends pg.QueryResultRow>(service: ServiceName, sql: string, values: unknown[] = []): Promise<T[]> {
  return withDatabase(service, async (client) => (await client.query<T>(sql, values)).rows, { writable: true });
}

/** A grant number in the registration format, random enough not to meet another test's. */
const randomGrant = () => `UNSEAF-${2000 + Math.floor(Math.random() * 100)}/GR-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const adminToken = () => tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
const directory = (token: string, query: QueryOf<typeof Api.adminUsers.directory>) => clientFor(token).answer(Api.adminUsers.directory, { query });

test('every route of this feature is admin-only: no token 401, a recipient 403', async () => {
  const r = await approvedRecipientWithToken();
  const routes = Object.values(Api.adminUsers);
  assert.ok(routes.every((route) => allRoutes().some((x) => x.declaration === route)));
  const id = r.userId;
  for (const route of routes) {
    const path = route.path.replace(':id', id);
    // Access is checked before the body is: an empty one (which the contract refuses) on every write, sent raw.
    const body = route.method === 'POST' ? {} : undefined;
    assert.equal((await rawRequest(route.method, path, { body })).status, 401, `${route.method} ${route.path} without a token`);
    const answer = await rawRequest<{ message: string }>(route.method, path, { token: r.token, body });
    assert.equal(answer.status, 403, `${route.method} ${route.path} as a recipient`);
    assert.equal(answer.body.message, 'You are not authorized as an admin');
  }
  // The recipient is still there (the refused DELETE did nothing).
  assert.equal((await clientFor(r.token).answer(Api.me.get)).status, 200);
});

test('Users directory: filter (approved includes active), search by name, e-mail or grant number, paging on the server, balances from the ledger', async () => {
  const admin = await adminToken();
  const marker = `Zq${randomUUID().slice(0, 8)}`;
  // (an e-mail with a word of digits: the search asks the trigram index for that word and checks the whole address)
  const a = await registerRecipient({ lastName: `${marker}a`, grantNumber: randomGrant(), email: `amina.${marker.toLowerCase()}1@example.org` });
  const b = await registerRecipient({ lastName: `${marker}b`, grantNumber: randomGrant() });
  const c = await registerRecipient({ lastName: `${marker}c`, grantNumber: randomGrant() });
  await clientFor(admin).answer(Api.admin.setUserStatus, { params: { id: a.userId }, body: { status: 'approved' } });
  await forceAccountStatus(b.userId, 'active');
  await clientFor(admin).answer(Api.admin.setUserStatus, { params: { id: c.userId }, body: { status: 'rejected' } });
  const funds = await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: a.userId },
    body: { direction: 'add', amountCents: 1_234, idempotencyKey: randomUUID() },
  });
  assert.equal(funds.status, 201);

  const all = await directory(admin, { search: marker.toUpperCase() });
  assert.equal(all.status, 200, JSON.stringify(all.body));
  assert.equal(all.body.total, 3);
  assert.deepEqual(
    all.body.items.map((u) => u.id),
    [c.userId, b.userId, a.userId],
    'newest first',
  );
  assert.equal(all.body.items.find((u) => u.id === a.userId)?.balanceCents, 1_234);
  assert.equal(all.body.items.find((u) => u.id === c.userId)?.balanceCents, 0);
  assert.ok(all.body.counts.all >= 3 && all.body.counts.approved >= 2);

  const approved = await directory(admin, { filter: 'approved', search: marker });
  assert.deepEqual(approved.body.items.map((u) => u.accountStatus).sort(), ['active', 'approved']);
  assert.deepEqual(
    (await directory(admin, { filter: 'rejected', search: marker })).body.items.map((u) => u.id),
    [c.userId],
  );
  assert.equal((await directory(admin, { filter: 'pending', search: marker })).body.total, 0);
  const byGrant = await directory(admin, { search: b.grantNumber });
  assert.ok(byGrant.body.items.some((u) => u.id === b.userId));
  assert.ok(byGrant.body.items.every((u) => u.grantNumber === b.grantNumber));
  assert.deepEqual(
    (await directory(admin, { search: a.email })).body.items.map((u) => u.id),
    [a.userId],
  );
  // The word the index is asked for is in a's e-mail, the whole search in no profile's; a full page counts its total.
  assert.deepEqual(await directory(admin, { search: `bob.${marker}1@example.org` }).then((r) => [r.body.items.length, r.body.total]), [0, 0]);
  assert.deepEqual(await directory(admin, { search: `AMINA.${marker}1@`, pageSize: 1 }).then((r) => [r.body.items.map((u) => u.id), r.body.total]), [
    [a.userId],
    1,
  ]);
  const page1 = await directory(admin, { search: marker, pageSize: 2, page: 1 });
  const page2 = await directory(admin, { search: marker, pageSize: 2, page: 2 });
  assert.deepEqual([page1.body.items.length, page2.body.items.length, page2.body.total], [2, 1, 3]);
  assert.deepEqual(
    page2.body.items.map((u) => u.id),
    [a.userId],
  );
  // A page past the last match still tells the total.
  assert.deepEqual(await directory(admin, { search: marker, pageSize: 2, page: 3 }).then((r) => [r.body.items.length, r.body.total]), [0, 3]);
  // Without a search the total is the filter's kept count: what counting the profiles gives (registrations of
  // other tests may land between the reads: it lies within them).
  const rejectedProfiles = async () =>
    Number((await query<{ n: string }>('accounts-kyc', `SELECT count(*)::text AS n FROM profiles WHERE account_status = 'rejected'`))[0].n);
  const before = await rejectedProfiles();
  const rejected = await directory(admin, { filter: 'rejected' });
  const after = await rejectedProfiles();
  assert.ok(rejected.body.total >= before && rejected.body.total <= after, `${rejected.body.total} within ${before}–${after}`);
  assert.equal(rejected.body.total, rejected.body.counts.rejected);

  // Queries the contract refuses: sent raw.
  for (const bad of ['filter=active', 'pageSize=0', 'pageSize=101', 'page=0', `search=${'x'.repeat(101)}`]) {
    assert.equal((await rawRequest('GET', `${Api.adminUsers.directory.path}?${bad}`, { token: admin })).status, 400, bad);
  }
});

test('deactivate: the recipient is refused like a blocked status until reactivated; bad input changes nothing', async () => {
  const admin = await adminToken();
  const r = await approvedRecipientWithToken();
  // A body the contract refuses (active is a boolean): sent raw.
  assert.equal((await rawRequest('POST', `/api/admin/users/${r.userId}/active`, { token: admin, body: { active: 'no' } })).status, 400);
  assert.equal((await clientFor(r.token).answer(Api.me.get)).status, 200);

  const off = await clientFor(admin).answer(Api.adminUsers.setActive, { params: { id: r.userId }, body: { active: false } });
  assert.equal(off.status, 201, JSON.stringify(off.body));
  assert.equal(off.body.isActive, false);
  const refused = await clientFor(r.token).answer(Api.me.get);
  assert.equal(refused.status, 403);
  assert.equal(refused.body.code, ACCOUNT_STATUS_BLOCKED);
  assert.equal(refused.body.accountStatus, INACTIVE_STATUS);
  assert.equal(refused.body.message, accountBlockedMessage(INACTIVE_STATUS));

  await clientFor(admin).answer(Api.adminUsers.setActive, { params: { id: r.userId }, body: { active: true } });
  assert.equal((await clientFor(r.token).answer(Api.me.get)).status, 200);
  assert.equal((await clientFor(admin).answer(Api.adminUsers.setActive, { params: { id: randomUUID() }, body: { active: false } })).status, 404);
});

test('Approve All: the selected pending accounts are approved; nothing selected is refused with the spec message', async () => {
  const admin = await adminToken();
  const a = await registerRecipient();
  const b = await registerRecipient();
  const empty = await clientFor(admin).answer(Api.adminUsers.bulkStatus, { body: { userIds: [], status: 'approved' } });
  assert.equal(empty.status, 400);
  assert.match(empty.body.message ?? '', /No accounts selected for approval/);
  const done = await clientFor(admin).answer(Api.adminUsers.bulkStatus, { body: { userIds: [a.userId, b.userId], status: 'approved' } });
  assert.equal(done.status, 201, JSON.stringify(done.body));
  assert.deepEqual(
    done.body.updated.map((u) => u.accountStatus),
    ['approved', 'approved'],
  );
  await tokenFor(a.email, a.password)
    .then((token) => clientFor(token).answer(Api.me.get))
    .then((me) => assert.equal(me.status, 200));
});

test('Grant Conflicts: accounts sharing a grant number are grouped with their count', async () => {
  const admin = await adminToken();
  const grantNumber = randomGrant();
  const a = await registerRecipient({ grantNumber });
  const b = await registerRecipient({ grantNumber });
  const groups = await clientFor(admin).answer(Api.adminUsers.grantConflicts);
  const group = groups.body.find((g) => g.grantNumber === grantNumber);
  assert.ok(group, 'the shared grant number is listed');
  assert.equal(group.count, 2);
  assert.deepEqual(group.users.map((u) => u.id).sort(), [a.userId, b.userId].sort());
  assert.ok(group.users.every((u) => u.grantConflict));
  const overview = await clientFor(admin).answer(Api.adminUsers.overview);
  assert.ok(overview.body.grantConflicts >= 1);
});

test('delete: refused while the balance is not zero; at zero the login and personal data are gone everywhere and the ledger still sums to zero', async () => {
  const admin = await adminToken();
  const r = await approvedRecipientWithToken();
  assert.equal((await uploadKyc(r.token, 'aml.pdf', pdfBytes())).status, 201);
  const ticket = await clientFor(r.token).call(Api.support.create, {
    body: { subject: 'My address changed', message: 'I now live at 1 Secret Road', category: 'account' },
  });
  await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'add', amountCents: 5_000, idempotencyKey: randomUUID() },
  });

  const refused = await clientFor(admin).answer(Api.adminUsers.deleteUser, { params: { id: r.userId } });
  assert.equal(refused.status, 409);
  assert.equal(refused.body.message, UserDeleteMessages.balanceNotZero(formatUsd(5_000)));
  assert.equal((await clientFor(r.token).answer(Api.me.get)).status, 200, 'nothing changed');
  assert.equal((await query('accounts-kyc', 'SELECT 1 FROM profiles WHERE id = $1', [r.userId])).length, 1);

  await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'deduct', amountCents: 5_000, idempotencyKey: randomUUID() },
  });
  const deleted = await clientFor(admin).answer(Api.adminUsers.deleteUser, { params: { id: r.userId } });
  assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
  assert.equal((await clientFor(admin).answer(Api.adminUsers.deleteUser, { params: { id: r.userId } })).status, 404);

  // accounts-kyc: profile, KYC documents, preferences gone at once; only the fact of the erasure is kept.
  for (const table of [
    'profiles WHERE id = $1',
    'kyc_documents WHERE user_id = $1',
    'user_preferences WHERE user_id = $1',
    'notification_mails WHERE user_id = $1',
  ]) {
    assert.equal((await query('accounts-kyc', `SELECT 1 FROM ${table}`, [r.userId])).length, 0, table);
  }
  assert.equal((await query('accounts-kyc', 'SELECT 1 FROM erased_users WHERE user_id = $1', [r.userId])).length, 1);
  assert.equal((await directory(admin, { search: r.email })).body.total, 0);
  // identity: the Keycloak login is removed (through the user-erased event) and the registration row with the e-mail.
  await waitFor(
    async () => {
      try {
        await tokenFor(r.email, r.password);
        return false;
      } catch {
        return true;
      }
    },
    { what: 'the Keycloak login to be removed', timeoutMs: 20_000 },
  );
  await waitFor(async () => (await query('identity', 'SELECT 1 FROM registrations WHERE user_id = $1', [r.userId])).length === 0, {
    what: 'the registration row to be erased',
  });
  // support: the ticket stays, its texts are erased.
  const [stored] = await waitFor(
    async () => {
      const rows = await query<{ subject: string }>('support', 'SELECT subject FROM support_tickets WHERE id = $1', [ticket.id]);
      return rows[0]?.subject === '[erased]' ? rows : null;
    },
    { what: 'the ticket to be erased' },
  );
  assert.equal(stored.subject, '[erased]');
  const bodies = await query<{ body: string }>('support', "SELECT body FROM support_ticket_messages WHERE ticket_id = $1 AND author_role = 'user'", [
    ticket.id,
  ]);
  assert.ok(bodies.every((m) => m.body === '[erased]'));
  // The token still held is refused (the profile is gone).
  assert.notEqual((await clientFor(r.token).answer(Api.me.get)).status, 200);

  // ledger: the entries stay (anonymised: the account holds only the id), the account is closed, everything sums to zero.
  const [account] = await query<{ closed_at: Date | null; balance_cents: string; entries: number }>(
    'ledger-withdrawals',
    `SELECT a.closed_at, a.balance_cents::text, (SELECT count(*)::int FROM ledger_entries e WHERE e.account_id = a.id) AS entries
     FROM ledger_accounts a WHERE a.user_id = $1`,
    [r.userId],
  );
  assert.ok(account.closed_at);
  assert.equal(account.balance_cents, '0');
  assert.equal(account.entries, 2);
  const [{ total }] = await query<{ total: string }>('ledger-withdrawals', 'SELECT COALESCE(SUM(balance_cents), 0)::text AS total FROM ledger_accounts');
  assert.equal(total, '0');
  await assert.rejects(query('ledger-withdrawals', 'UPDATE ledger_accounts SET balance_cents = balance_cents + 1 WHERE user_id = $1', [r.userId]), /closed/);

  // The deletion is audited, without the erased person's name.
  const audit = await waitFor(
    async () => {
      const page = await clientFor(admin).answer(Api.adminUsers.audit, { query: { action: 'user_delete', search: r.userId } });
      return page.body.entries.length ? page.body : null;
    },
    { what: 'the deletion in the audit log' },
  );
  assert.equal(audit.entries[0].userId, r.userId);
  assert.equal(audit.entries[0].user, null);
  assert.equal(audit.entries[0].actorId, DEMO_ADMIN.id);
});

test('audit log: admin actions with actor, time, target and old → new value; searchable; CSV; append-only in the database', async () => {
  const admin = await adminToken();
  const r = await registerRecipient();
  await clientFor(admin).answer(Api.admin.setUserStatus, { params: { id: r.userId }, body: { status: 'approved' } });
  await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'add', amountCents: 700, idempotencyKey: randomUUID() },
  });
  const page = await waitFor(
    async () => {
      const answer = await clientFor(admin).answer(Api.adminUsers.audit, { query: { search: r.email } });
      return answer.body.entries.length >= 2 ? answer.body : null;
    },
    { what: 'both actions in the audit log' },
  );
  const status = page.entries.find((e) => e.action === 'account_status_change');
  const funds = page.entries.find((e) => e.action === 'funds_adjust');
  assert.ok(status && funds);
  assert.deepEqual([status.oldValue, status.newValue, status.targetType, status.targetId], ['pending', 'approved', 'user', r.userId]);
  assert.equal(status.actorId, DEMO_ADMIN.id);
  assert.equal(status.actorName, DEMO_ADMIN.username);
  assert.equal(status.user?.email, r.email);
  assert.deepEqual([funds.oldValue, funds.newValue], [formatUsd(0), formatUsd(700)]);
  assert.ok(Date.parse(funds.at) >= Date.parse(status.at));

  const onlyFunds = await clientFor(admin).answer(Api.adminUsers.audit, { query: { action: 'funds_adjust', search: r.email } });
  assert.deepEqual(
    onlyFunds.body.entries.map((e) => e.action),
    ['funds_adjust'],
  );
  // A query the contract refuses (an unknown action): sent raw.
  assert.equal((await rawRequest('GET', '/api/admin/audit?action=nonsense', { token: admin })).status, 400);
  assert.equal((await clientFor(admin).answer(Api.adminUsers.audit, { query: { pageSize: AUDIT_PAGE_SIZE_MAX + 1 } })).status, 400);

  const csv = await fetch(`${process.env.TEST_GATEWAY_URL ?? 'http://localhost:3100'}/api/admin/audit/export.csv?search=${encodeURIComponent(r.email)}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
  const lines = (await csv.text()).trim().split('\r\n');
  assert.match(lines[0], /^TIME,ACTOR,ACTION,TARGET TYPE,TARGET,USER,EMAIL/);
  assert.equal(lines.length, 3);
  assert.ok(lines.some((l) => l.includes('account_status_change') && l.includes(r.email) && l.includes(',pending,approved,')));

  const id = status.id;
  await assert.rejects(query('accounts-kyc', "UPDATE admin_audit_log SET new_value = 'x' WHERE id = $1", [id]), /append-only/);
  await assert.rejects(query('accounts-kyc', 'DELETE FROM admin_audit_log WHERE id = $1', [id]), /append-only/);
  assert.equal((await query('accounts-kyc', 'SELECT 1 FROM admin_audit_log WHERE id = $1', [id])).length, 1);
});

test('audit CSV: every entry of the search once, newest first, past one NATS message and past 10,000 entries', async () => {
  const admin = await adminToken();
  // Entries of one (made-up) recipient, written as the service records them, dated long ago so no audit page of another
  // test shows them; three at each time, so pages also end between entries of one time (ordered by id there), and
  // descriptions long enough that a page is cut by its size before its number of entries.
  const userId = randomUUID();
  const count = 20 * AUDIT_EXPORT_PAGE_ROWS + 7;
  const description = `Adjustment recorded for the export test ${'x'.repeat(900)} no. `;
  await query(
    'accounts-kyc',
    `INSERT INTO admin_audit_log (id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, source_service)
     SELECT gen_random_uuid(), timestamptz '2001-01-01 00:00:00Z' + (i / 3) * interval '1 second', $1, 'funds_adjust', 'user', $2::text, $2::uuid, '$0.00', '$1.00', $3 || i, 'ledger-withdrawals'
     FROM generate_series(1, $4::int) AS i`,
    ['00000000-0000-4000-8000-000000000001', userId, description, count],
  );
  const csv = await fetch(`${process.env.TEST_GATEWAY_URL ?? 'http://localhost:3100'}/api/admin/audit/export.csv?userId=${userId}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  assert.equal(csv.status, 200);
  const text = await csv.text();
  assert.ok(text.length > 1024 * 1024, `the export is larger than one NATS message (${text.length} bytes)`);
  const rows = text.trim().split('\r\n').slice(1);
  assert.equal(rows.length, count, 'every entry, no cap');
  assert.equal(new Set(rows.map((r) => r.split(',').at(-1))).size, count, 'each entry once');
  const times = rows.map((r) => r.split(',')[0]!);
  assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
});

test("audit CSV: a page read ahead is kept by the export's filters: two exports whose pages end at the same entry each get their own next page", async () => {
  // One (made-up) recipient's six entries, dated long ago: the five newest are fund adjustments, the oldest a grant
  // award. An export of the recipient's entries and one of its fund adjustments have the same first page and differ
  // in the second by the award alone. The second export's first page comes between the first export's first and
  // second pages, so a read-ahead kept without the action filter would hand the first export the second's next page.
  const userId = randomUUID();
  await query(
    'accounts-kyc',
    `INSERT INTO admin_audit_log (id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, source_service)
     SELECT gen_random_uuid(), timestamptz '2000-06-01 00:00:00Z' + i * interval '1 minute', $1, CASE WHEN i = 0 THEN 'grant_award' ELSE 'funds_adjust' END,
            'user', $2::text, $2::uuid, NULL, NULL, 'read-ahead test ' || i, 'ledger-withdrawals'
     FROM generate_series(0, 5) AS i`,
    ['00000000-0000-4000-8000-000000000001', userId],
  );
  const rpc = new NatsRpc();
  await rpc.connect();
  try {
    const page = (filters: { action?: 'funds_adjust' }, after?: AuditExportAfter | null) =>
      rpc.call(Rpc.auditExportPage, { userId, limit: 5, ...filters, ...(after ? { after } : {}) });
    const descriptions = (p: { entries: AdminAuditEntry[] }) => p.entries.map((e) => e.description);
    const all1 = await page({});
    const adjustments1 = await page({ action: 'funds_adjust' });
    assert.deepEqual(descriptions(all1), descriptions(adjustments1));
    assert.deepEqual(all1.next, adjustments1.next);
    const all2 = await page({}, all1.next);
    const adjustments2 = await page({ action: 'funds_adjust' }, adjustments1.next);
    assert.deepEqual(descriptions(all2), ['read-ahead test 0']);
    assert.deepEqual(adjustments2.entries, []);
    assert.equal(all2.next, null);
  } finally {
    await rpc.close();
  }
});

test('audit search: an entry matches by one of its own texts or its recipient’s details, never by a pattern spanning two texts', async () => {
  const admin = await adminToken();
  const r = await registerRecipient();
  // (with digits: a search holding it and a word without digits asks the indexes for it alone, then checks the whole search)
  const marker = `zq${randomUUID().slice(0, 8)}42`;
  // Two entries written as the audit consumer writes them, dated long ago so no other test's page shows them.
  const entry = (description: string, userId: string | null) =>
    query(
      'accounts-kyc',
      `INSERT INTO admin_audit_log (id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, source_service)
       VALUES (gen_random_uuid(), timestamptz '2001-03-01 00:00:00Z', $1, 'grant_award', 'user', $2, $3::uuid, 'alpha', 'omega', $4, 'ledger-withdrawals')`,
      ['00000000-0000-4000-8000-000000000001', marker, userId, description],
    );
  await entry(`Audit search test ${marker}`, null);
  await entry('Audit search test for a recipient', r.userId);
  const found = async (search: string, pageNumber = 1, pageSize = 50) => {
    const page = await clientFor(admin).answer(Api.adminUsers.audit, { query: { search, page: pageNumber, pageSize } });
    assert.equal(page.status, 200);
    assert.ok('entries' in page.body, JSON.stringify(page.body));
    return { targets: page.body.entries.map((e) => e.targetId), total: page.body.total };
  };
  // Its own texts: the description, the target, the old value.
  assert.deepEqual(await found(`test ${marker}`), { targets: [marker], total: 1 });
  assert.equal((await found(marker)).total, 2);
  // Paged one at a time, newest first, each page with the search's total (counted by the page's own scan).
  const one = await found(marker, 1, 1);
  const two = await found(marker, 2, 1);
  assert.deepEqual([one.targets.length, one.total, two.targets.length, two.total], [1, 2, 1, 2]);
  assert.deepEqual(await found(marker, 3, 1), { targets: [], total: 2 });
  // Its recipient's e-mail and name (the entry keeps only the id).
  assert.deepEqual(await found(r.email), { targets: [marker], total: 1 });
  // What the indexes are asked for (" <marker>") is in an entry's description, the whole search in none.
  assert.deepEqual(await found(`contest ${marker}`), { targets: [], total: 0 });
  // "alpha omega" is in no single text of the entries, only across the old and the new value.
  assert.deepEqual(await found('alpha omega'), { targets: [], total: 0 });
});

test('audit totals: an action filter is answered from the per-action counts, exact under concurrent inserts, never by reading the log', async () => {
  const admin = await adminToken();
  const actions = ['grant_award', 'grant_budget_set'] as const;
  // Many writers at once, one entry or a batch of both actions each, dated long ago so no audit page of another test shows them.
  const insert = (n: number) =>
    query(
      'accounts-kyc',
      `INSERT INTO admin_audit_log (id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, source_service)
       SELECT gen_random_uuid(), timestamptz '2001-02-01 00:00:00Z' + i * interval '1 second', $1, ($2::text[])[1 + i % 2], 'user', $3::text, $3::uuid, NULL, NULL,
              'Audit count test', 'ledger-withdrawals'
       FROM generate_series(1, $4::int) AS i`,
      ['00000000-0000-4000-8000-000000000001', actions, randomUUID(), n],
    );
  await Promise.all(Array.from({ length: 24 }, (_, i) => insert(i % 3 === 0 ? 7 : 1)));
  // The counts and the log in one snapshot: the counts commit with the entries, so they agree whatever else is written meanwhile.
  for (const action of actions) {
    const [{ counted, entries }] = await query<{ counted: number; entries: number }>(
      'accounts-kyc',
      `SELECT (SELECT entries FROM admin_audit_action_counts WHERE action = $1)::int AS counted, (SELECT count(*) FROM admin_audit_log WHERE action = $1)::int AS entries`,
      [action],
    );
    assert.equal(counted, entries, action);
  }
  // The page's total is the count (entries of other tests may arrive between the reads: it lies within them).
  const count = async () => (await query<{ n: number }>('accounts-kyc', `SELECT count(*)::int AS n FROM admin_audit_log WHERE action = 'grant_award'`))[0]!.n;
  const before = await count();
  const page = await clientFor(admin).answer(Api.adminUsers.audit, { query: { action: 'grant_award' } });
  const after = await count();
  assert.equal(page.status, 200);
  assert.ok(page.body.total >= before && page.body.total <= after, `${page.body.total} within ${before}–${after}`);

  // The statements of the totals (audit.repository.ts: total) read the counts (a row per action), never the log.
  for (const [sql, values] of [
    ['SELECT coalesce((SELECT entries FROM admin_audit_action_counts WHERE action = $1), 0)::int AS total', ['grant_award']],
    ['SELECT coalesce(sum(entries), 0)::int AS total FROM admin_audit_action_counts', []],
  ] as const) {
    const [{ 'QUERY PLAN': plan }] = await query<{ 'QUERY PLAN': unknown }>('accounts-kyc', `EXPLAIN (FORMAT JSON) ${sql}`, [...values]);
    const text = JSON.stringify(plan);
    assert.doesNotMatch(text, /admin_audit_log/, text);
    assert.match(text, /"Relation Name":"admin_audit_action_counts"/, text);
  }
});

test('Overview: cards from every owning service and the newest transactions naming their people', async () => {
  const admin = await adminToken();
  const r = await approvedRecipientWithToken();
  await clientFor(admin).answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'add', amountCents: 321, idempotencyKey: randomUUID() },
  });
  const answer = await clientFor(admin).answer(Api.adminUsers.overview);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const o = answer.body;
  assert.ok(o.totalUsers >= o.activeUsers && o.activeUsers >= 1);
  assert.ok(o.transactions.count >= 1 && o.totalBalanceCents >= 321);
  assert.deepEqual(
    { totalVolumeCents: o.totalVolumeCents, averageTransactionCents: o.averageTransactionCents, activityRate: o.activityRate },
    overviewFigures(o),
  );
  assert.ok(o.recentTransactions.length >= 1 && o.recentTransactions.length <= 10);
  const mine = o.recentTransactions.find((t) => t.userId === r.userId);
  if (mine) {
    assert.deepEqual([mine.type, mine.amountCents, mine.user?.email], ['credit', 321, r.email]);
  }
  assert.ok(o.recentTransactions.every((t) => t.user === null || t.user.fullName.length > 0));
});

test('admin money lists name the person (name, e-mail, account number), never an id prefix', async () => {
  const admin = await adminToken();
  const list = await clientFor(admin).answer(Api.admin.withdrawals);
  assert.equal(list.status, 200);
  for (const row of list.body) assert.ok('user' in row);
  const transfers = await clientFor(admin).answer(Api.admin.transfers);
  assert.ok(transfers.body.every((row) => 'user' in row));
});
