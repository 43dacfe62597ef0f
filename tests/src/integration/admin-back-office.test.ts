import { test, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { refreshTokens, signIn } from '@portal/infra/oidc';
import {
  ACCOUNT_STATUS_BLOCKED,
  Api,
  ApprovalMessages,
  ERASED_TEXT,
  FINANCIAL_RECENT_COUNT,
  INACTIVE_STATUS,
  isRecipientMe,
  type AdminRecentActivity,
} from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';
import { keycloakAdminToken } from '../support/admins.js';
import { DEMO_ADMIN, GATEWAY_URL, KEYCLOAK_URL, api, databaseUrl, registerRecipient, setAccountStatus, tokenFor } from '../support/platform.js';
import { waitFor } from '../support/wait.js';

const payments = new pg.Pool({ connectionString: databaseUrl('portal_payments'), max: 2 });
const ledger = new pg.Pool({ connectionString: databaseUrl('portal_ledger'), max: 2 });
afterAll(async () => {
  await payments.end();
  await ledger.end();
});

const adminToken = () => tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);

test('Financial tab: the five newest transactions, transfers and withdrawals, newest first, each naming its recipient', async () => {
  const r = await fundedRecipient(200_000, 13);
  const w = await withdraw(r.token, 10_000);
  assert.equal(w.status, 201, JSON.stringify(w.body));
  const made = new Date(w.body.withdrawal.createdAt).getTime();
  const admin = clientFor(await adminToken());
  const recent: AdminRecentActivity = await admin.call(Api.admin.recentActivity);

  for (const [list, rows] of Object.entries(recent)) {
    assert.ok(rows.length <= FINANCIAL_RECENT_COUNT, `${list}: at most ${FINANCIAL_RECENT_COUNT}`);
    const times = rows.map((row: { createdAt: string }) => new Date(row.createdAt).getTime());
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      `${list}: newest first`,
    );
  }
  // Other test files add rows meanwhile: ours is listed, or five newer ones pushed it out.
  const ours = recent.withdrawals.find((x) => x.id === w.body.withdrawal.id);
  if (ours) {
    assert.equal(ours.user?.fullName, `${r.firstName} ${r.lastName}`);
    assert.equal(ours.user?.email, r.email);
    assert.equal(ours.amountCents, 10_000);
  } else {
    assert.equal(recent.withdrawals.length, FINANCIAL_RECENT_COUNT);
    assert.ok(recent.withdrawals.every((x) => new Date(x.createdAt).getTime() >= made));
  }
  const entry = recent.transactions.find((t) => t.userId === r.userId);
  if (entry) assert.equal(entry.user?.email, r.email, 'a transaction names its recipient');
  else assert.equal(recent.transactions.length, FINANCIAL_RECENT_COUNT);
  // Every row of someone whose profile exists is named (null only for erased people).
  for (const row of [...recent.transactions, ...recent.transfers, ...recent.withdrawals]) {
    if (row.userId === r.userId) assert.ok(row.user, 'named, not an id');
  }
  // Admins only.
  assert.equal((await api('GET', Api.admin.recentActivity.path, { token: r.token })).status, 403);
});

test('deleting a recipient anonymises their transfers and project payments in payments (and their name on transfers they received); amounts and ledger postings stay', async () => {
  const a = await fundedRecipient(500_000, 13);
  const b = await approvedRecipientWithToken();
  const admin = clientFor(await adminToken());
  const me = await clientFor(b.token).call(Api.me.get);
  assert.ok(isRecipientMe(me));
  const sender = clientFor(a.token);
  const internal = await sender.call(Api.transfers.create, {
    body: {
      recipientName: 'Grace Receiver',
      recipientAccount: me.accountNumber,
      amountCents: 12_345,
      transferType: 'within_unseaf',
      description: 'Rent for Jane Doe',
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  const external = await sender.call(Api.transfers.create, {
    body: {
      recipientName: 'Hans Muster',
      recipientAccount: 'DE89370400440532013000',
      recipientBank: 'Deutsche Bank',
      amountCents: 20_000,
      transferType: 'other_bank',
      description: 'For Hans, his March invoice',
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  const project = await sender.call(Api.projectPayments.create, {
    body: {
      category: 'staff_personnel',
      recipientName: 'Field Team Ltd',
      amountCents: 100_000,
      purposeDescription: 'Salaries for Peter Smith',
      recipientDetails: { accountNumber: '12345678', bankName: 'First Bank', contactPhone: '+254700000000', employee_id: 'EMP-7' },
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });

  const emptyAndDelete = async (userId: string, token: string) => {
    const { balanceCents } = await clientFor(token).call(Api.me.dashboard);
    if (balanceCents > 0) {
      await admin.call(Api.admin.adjustFunds, {
        params: { id: userId },
        body: { direction: 'deduct', amountCents: balanceCents, idempotencyKey: randomUUID() },
      });
    }
    const deleted = await admin.answer(Api.adminUsers.deleteUser, { params: { id: userId } });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
  };

  // The receiver is deleted: the sender's record no longer names them.
  await emptyAndDelete(b.userId, b.token);
  await waitFor(
    async () => (await payments.query('SELECT 1 FROM transfers WHERE id = $1 AND recipient_name = $2', [internal.transfer.id, ERASED_TEXT])).rowCount === 1,
    { what: "the receiver's name on the transfer to be erased", timeoutMs: 20_000 },
  );
  const { rows: received } = await payments.query('SELECT recipient_account, description, amount_cents::int AS amount FROM transfers WHERE id = $1', [
    internal.transfer.id,
  ]);
  assert.deepEqual(
    received[0],
    { recipient_account: ERASED_TEXT, description: 'Rent for Jane Doe', amount: 12_345 },
    "the sender's own text stays while the sender exists",
  );

  // The sender is deleted: everything they typed about the people they paid goes.
  await emptyAndDelete(a.userId, a.token);
  await waitFor(
    async () =>
      (await payments.query('SELECT 1 FROM project_payments WHERE id = $1 AND recipient_name = $2', [project.payment.id, ERASED_TEXT])).rowCount === 1,
    { what: "the sender's project payment to be erased", timeoutMs: 20_000 },
  );
  const { rows: transfers } = await payments.query(
    `SELECT id, recipient_name, recipient_account, recipient_bank, description, amount_cents::int AS amount, charge_cents::int AS charge, status, transaction_number
     FROM transfers WHERE user_id = $1 ORDER BY created_at`,
    [a.userId],
  );
  assert.deepEqual(
    transfers.map((t) => [t.id, t.recipient_name, t.recipient_account, t.recipient_bank, t.description, t.amount, t.charge, t.status, t.transaction_number]),
    [
      [internal.transfer.id, ERASED_TEXT, ERASED_TEXT, null, null, 12_345, internal.transfer.chargeCents, 'completed', internal.transfer.transactionNumber],
      [
        external.transfer.id,
        ERASED_TEXT,
        ERASED_TEXT,
        ERASED_TEXT,
        null,
        20_000,
        external.transfer.chargeCents,
        'pending',
        external.transfer.transactionNumber,
      ],
    ],
  );
  const { rows: projects } = await payments.query(
    'SELECT recipient_name, recipient_details, purpose_description, amount_cents::int AS amount, fee_cents::int AS fee, category FROM project_payments WHERE id = $1',
    [project.payment.id],
  );
  assert.deepEqual(projects[0], {
    recipient_name: ERASED_TEXT,
    recipient_details: { currency: project.payment.recipientDetails.currency, paymentType: 'domestic' },
    purpose_description: ERASED_TEXT,
    amount: 100_000,
    fee: project.payment.feeCents,
    category: 'staff_personnel',
  });
  // The ledger keeps the postings, keyed by the records.
  const { rows: postings } = await ledger.query('SELECT idempotency_key FROM postings WHERE idempotency_key = ANY($1) ORDER BY idempotency_key', [
    [`move:transfer:${internal.transfer.id}`, `move:transfer:${external.transfer.id}`, `move:project-payment:${project.payment.id}`],
  ]);
  assert.equal(postings.length, 3);
});

/** A recipient signed in on the web client, with the refresh token of that session. */
async function signedInRecipient() {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const result = await signIn({ username: r.email, password: r.password, keycloakUrl: KEYCLOAK_URL, redirectUri: `${GATEWAY_URL}/callback` });
  assert.ok(result.tokens, `sign-in failed (HTTP ${result.status})`);
  // The session's refresh token works before the block (the token a refresh answers is used from here on).
  const refreshed = await refreshTokens({ refreshToken: result.tokens.refresh_token, keycloakUrl: KEYCLOAK_URL });
  assert.ok(refreshed, 'the refresh grant works while the account may sign in');
  return { ...r, accessToken: result.tokens.access_token as string, refreshToken: refreshed.refresh_token as string };
}

async function keycloakSessions(userId: string): Promise<number> {
  const res = await fetch(`${KEYCLOAK_URL}/admin/realms/grant-portal/users/${userId}/sessions`, {
    headers: { authorization: `Bearer ${await keycloakAdminToken()}` },
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as unknown[]).length;
}

for (const block of ['deactivated', 'rejected'] as const) {
  test(`a recipient an admin ${block === 'deactivated' ? 'deactivates' : 'rejects'} is refused at once with the token they hold, and their Keycloak sessions end (the refresh grant fails)`, async () => {
    const r = await signedInRecipient();
    assert.equal((await api('GET', '/api/me', { token: r.accessToken })).status, 200);
    assert.ok((await keycloakSessions(r.userId)) > 0);
    const admin = clientFor(await adminToken());
    if (block === 'deactivated') await admin.call(Api.adminUsers.setActive, { params: { id: r.userId }, body: { active: false } });
    else await admin.call(Api.admin.setUserStatus, { params: { id: r.userId }, body: { status: 'rejected' } });

    const refused = await api<{ code: string; accountStatus: string }>('GET', '/api/me', { token: r.accessToken });
    assert.deepEqual(
      [refused.status, refused.body.code, refused.body.accountStatus],
      [403, ACCOUNT_STATUS_BLOCKED, block === 'deactivated' ? INACTIVE_STATUS : 'rejected'],
    );
    await waitFor(async () => (await keycloakSessions(r.userId)) === 0, { what: "the user's Keycloak sessions to end", timeoutMs: 20_000 });
    // The refresh token held from before the block stops working (identity logs the user out a second time in a
    // later second: see SessionsService).
    await waitFor(async () => (await refreshTokens({ refreshToken: r.refreshToken, keycloakUrl: KEYCLOAK_URL })) === null, {
      what: 'the refresh grant of the ended session to fail',
      timeoutMs: 10_000,
    });
  });
}

test('a four-eyes request for an unknown user is refused with 404 and a clear message; nothing is stored', async () => {
  const admin = clientFor(await adminToken());
  const nobody = randomUUID();
  const key = randomUUID();
  for (const body of [
    { kind: 'funds_adjustment' as const, userId: nobody, adjustment: { direction: 'add' as const, amountCents: 2_000_000 }, idempotencyKey: key },
    { kind: 'grant_award' as const, userId: nobody, grant: { title: 'Ghost grant', totalCents: 2_000_000, startDate: '2026-01-01' }, idempotencyKey: key },
  ]) {
    const answer = await admin.answer(Api.admin.createApproval, { body });
    assert.deepEqual([answer.status, (answer.body as { message: string }).message], [404, ApprovalMessages.unknownRecipient], body.kind);
  }
  const { rows } = await ledger.query('SELECT 1 FROM approval_requests WHERE user_id = $1', [nobody]);
  assert.equal(rows.length, 0);
});
