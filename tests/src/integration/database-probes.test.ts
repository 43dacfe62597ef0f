import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { databaseProbe, withDatabase } from '../support/databases.js';
import { DB_SUFFIX } from '../support/platform.js';

const support = databaseProbe('support', { max: 1 });
// A statement that changes nothing (no row matches) but is a write: PostgreSQL refuses it in a read-only transaction.
const NO_OP_WRITE = 'UPDATE support_tickets SET subject = subject WHERE false';

test("a database probe reads the service's test database and cannot change it", async () => {
  const { rows } = await support.query<{ name: string }>('SELECT current_database() AS name');
  assert.equal(rows[0]!.name, `portal_support${DB_SUFFIX}`);
  await assert.rejects(support.query(NO_OP_WRITE), /read-only transaction/);
  await withDatabase('ledger-withdrawals', async (client) => {
    assert.equal((await client.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name, `portal_ledger${DB_SUFFIX}`);
    await assert.rejects(client.query('UPDATE ledger_accounts SET balance_cents = balance_cents WHERE false'), /read-only transaction/);
  });
});

test('a writable connection, asked for by a fixture, may change the database', async () => {
  await withDatabase('support', async (client) => assert.equal((await client.query(NO_OP_WRITE)).rowCount, 0), { writable: true });
});
