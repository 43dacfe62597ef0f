// The restore drill: money moved and a KYC document uploaded on the test platform, `npm run backup`, the
// databases and the document folder wiped, `npm run restore`, the services started again — then the
// ledger invariants hold, the balances are as before, and a signed KYC link serves the same bytes.
// Serial: it stops the test platform's services and wipes its databases.
import { test, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Api, isRecipientMe, type CreateTransferBody, SERVICE_NAMES, type ServiceName } from '@portal/contracts';
import { pm2On } from '@portal/infra';
import { DB_SUFFIX, GATEWAY_URL, databaseUrl, tokenFor } from '../support/platform.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { INVARIANTS_HOLD, ledgerInvariants } from '../support/bench.js';
import { waitFor } from '../support/wait.js';
import { withDatabase } from '../support/databases.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DATABASES = ['portal_identity', 'portal_accounts_kyc', 'portal_payments', 'portal_support', 'portal_ledger']; // the order they are dumped in
/** The local profile of the platform under test (its pm2 and its backup profile): test, or the second test slot's. */
const PROFILE = process.env.TEST_PLATFORM_PROFILE ?? 'test';
const KYC_DIR = process.env.KYC_STORAGE_DIR ?? path.join(ROOT, '.data', 'kyc-documents-test');
const APPS = ['gateway', 'identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'];
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
let appsStopped = false;

afterAll(async () => {
  if (appsStopped) await startApps();
  rmSync(work, { recursive: true, force: true });
});

/** `npm run <script> -- …` from the checkout, as an operator runs it: exit code, output and time. */
function npmRun(script: string, args: string[]): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 })));
}

async function stopApps(): Promise<void> {
  await pm2On(PROFILE, ['stop', ...APPS]);
  appsStopped = true;
  const names = DATABASES.map((d) => databaseUrl(d).split('/').pop());
  await waitFor(
    async () =>
      (
        await query<{ n: number }>(
          'ledger-withdrawals',
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ANY($1) AND pid <> pg_backend_pid()`,
          [names],
        )
      )[0]!.n === 0,
    { timeoutMs: 30_000, intervalMs: 200, what: 'the stopped services to leave the databases' },
  );
}

async function startApps(): Promise<void> {
  await pm2On(PROFILE, ['start', ...APPS]);
  appsStopped = false;
  await waitFor(async () => (await fetch(`${GATEWAY_URL}/api/health`).catch(() => null))?.status === 200, {
    timeoutMs: 120_000,
    intervalMs: 500,
    what: 'the restarted platform to answer /api/health with 200',
  });
}

async function query<R extends pg.QueryResultRow>(service: ServiceName, sql: string, values: unknown[] = []): Promise<R[]> {
  return withDatabase(service, async (client) => (await client.query<R>(sql, values)).rows, { writable: true });
}

const balances = (userIds: string[]) =>
  query<{ user_id: string; cents: string }>(
    'ledger-withdrawals',
    `SELECT user_id, balance_cents::text AS cents FROM ledger_accounts WHERE user_id = ANY($1::uuid[]) ORDER BY user_id`,
    [userIds],
  );

/** A signed download link of the document's owner (its token). */
async function signedLink(token: string, documentId: string): Promise<string> {
  const link = await clientFor(token).answer(Api.kyc.documentLink, { params: { id: documentId } });
  assert.equal(link.status, 200, JSON.stringify(link.body));
  return link.body.url.split('/').pop()!;
}

/** The bytes a signed link serves. */
async function download(linkToken: string): Promise<Buffer> {
  const res = await fetch(`${GATEWAY_URL}/api/kyc/files/${linkToken}`);
  assert.equal(res.status, 200);
  return Buffer.from(await res.arrayBuffer());
}

test('back up, wipe, restore: the ledger, the balances and a signed KYC download are as before', async () => {
  // Money moved: a grant (fundedRecipient), a transfer to another recipient and a withdrawal; a KYC document.
  const a = await fundedRecipient(800_000, 13);
  const b = await approvedRecipientWithToken();
  const me = await clientFor(b.token).call(Api.me.get);
  assert.ok(isRecipientMe(me));
  const transfer: CreateTransferBody = {
    recipientName: 'Grace Receiver',
    recipientAccount: me.accountNumber,
    amountCents: 25_000,
    transferType: 'within_unseaf',
    pin: PIN,
    idempotencyKey: randomUUID(),
  };
  assert.equal((await clientFor(a.token).call(Api.transfers.create, { body: transfer })).transfer.status, 'completed');
  assert.equal((await withdraw(a.token, 40_000)).status, 201);
  const document = pdfBytes(`AML certificate ${randomUUID()}`);
  const upload = await uploadKyc(b.token, 'aml-b.pdf', document);
  assert.equal(upload.status, 201);
  const documentId = String(upload.body.id);
  const linkBefore = await signedLink(b.token, documentId);
  assert.deepEqual(await download(linkBefore), Buffer.from(document));

  const before = await balances([a.userId, b.userId]);
  assert.equal(before.length, 2);
  assert.deepEqual(await ledgerInvariants(), INVARIANTS_HOLD);

  // The backup, with the platform running (pg_dump takes one consistent snapshot per database).
  const dir = path.join(work, 'backup');
  const backup = await npmRun('backup', [dir, '--profile', PROFILE]);
  assert.equal(backup.code, 0, backup.output);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    databases: Array<{ name: string; bytes: number; schemaMigrations: Record<string, { head: string }> }>;
    kycDocuments: { files: Array<{ path: string }>; bytes: number };
  };
  assert.deepEqual(
    manifest.databases.map((d) => d.name),
    DATABASES.map((d) => databaseUrl(d).split('/').pop()),
  );
  assert.ok(
    manifest.databases.every((d) => d.schemaMigrations.kit?.head),
    'the applied migrations of each database are in the manifest',
  );
  assert.ok(
    manifest.kycDocuments.files.some((f) => f.path.includes(documentId) || readFileSync(path.join(dir, 'kyc-documents', f.path)).equals(Buffer.from(document))),
    'the uploaded document is in the backup',
  );

  // Refusals: over databases that hold data (no --force), and a backup whose checksum fails.
  const whileRunning = await npmRun('restore', [dir, '--profile', PROFILE, '--force']);
  assert.notEqual(whileRunning.code, 0);
  assert.match(whileRunning.output, /other connection\(s\): stop the services/);
  await stopApps();
  const overData = await npmRun('restore', [dir, '--profile', PROFILE]);
  assert.notEqual(overData.code, 0);
  assert.match(overData.output, /is not empty .* add --force/);
  const damaged = path.join(work, 'damaged');
  cpSync(dir, damaged, { recursive: true });
  const dump = path.join(
    damaged,
    readdirSync(damaged).find((f) => f.startsWith('portal_ledger'))!,
  );
  const bytes = readFileSync(dump);
  bytes[bytes.length >> 1] ^= 0xff;
  writeFileSync(dump, bytes);
  const refused = await npmRun('restore', [damaged, '--profile', PROFILE, '--force']);
  assert.notEqual(refused.code, 0);
  assert.match(refused.output, new RegExp(`damaged, nothing was restored[\\s\\S]*portal_ledger${DB_SUFFIX}\\.dump: checksum does not match`));
  assert.deepEqual(await balances([a.userId, b.userId]), before, 'a refused restore changes nothing');

  // The disaster: every database emptied, the documents gone (the services are stopped).
  for (const service of SERVICE_NAMES) await query(service, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  rmSync(KYC_DIR, { recursive: true, force: true });
  assert.equal((await query<{ t: string | null }>('ledger-withdrawals', `SELECT to_regclass('ledger_entries')::text AS t`))[0]!.t, null);

  const restore = await npmRun('restore', [dir, '--profile', PROFILE]);
  assert.equal(restore.code, 0, restore.output);
  await startApps();

  assert.deepEqual(await ledgerInvariants(), INVARIANTS_HOLD, 'each posting sums to zero, balances are their entries, every post-balance chains');
  assert.deepEqual(await balances([a.userId, b.userId]), before);
  const token = await tokenFor(b.email, b.password);
  assert.deepEqual(await download(await signedLink(token, documentId)), Buffer.from(document), 'the restored document serves the same bytes');
  assert.deepEqual(await download(linkBefore), Buffer.from(document), 'a link signed before the backup still serves them');
  assert.ok(existsSync(KYC_DIR));

  const dataBytes = manifest.databases.reduce((n, d) => n + d.bytes, 0);
  console.log(
    `backup ${backup.seconds.toFixed(1)} s, restore ${restore.seconds.toFixed(1)} s (npm run, wall clock) for ${manifest.databases.length} databases ` +
      `(${(dataBytes / 1e6).toFixed(2)} MB of dumps) and ${manifest.kycDocuments.files.length} KYC documents (${(manifest.kycDocuments.bytes / 1e6).toFixed(2)} MB)`,
  );
});
