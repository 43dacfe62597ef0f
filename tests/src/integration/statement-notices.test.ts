// The month-end job: a recipient whose account was open in the last month that has ended is told once that its
// statement is ready (in their language, with the way to it); one opened this month is not. The test platform
// sweeps every 2 s.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { readMails, waitForMail } from '@portal/infra';
import { CATALOGUES, lastEndedMonth } from '@portal/contracts';
import { withDatabase } from '../support/databases.js';
import { fundedRecipient } from '../support/money.js';
import { fillText, setPreferences, since } from '../support/notifications.js';

const monthName = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** As if the recipient's ledger account had been opened ten days before this month began. */
async function openedLastMonth(userId: string): Promise<void> {
  await withDatabase(
    'ledger-withdrawals',
    async (db) => {
      const moved = await db.query(
        `UPDATE ledger_accounts SET created_at = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '10 days' WHERE user_id = $1`,
        [userId],
      );
      assert.equal(moved.rowCount, 1, 'the recipient has a ledger account');
    },
    { writable: true },
  );
}

test('a recipient with an account in the last ended month is told once that its statement is ready; a new one is not', async () => {
  const from = since();
  // Each with a ledger account (a grant paid in): the job tells recipients who had one in the month.
  const [older, newer, german] = await Promise.all([fundedRecipient(50_000, 0), fundedRecipient(50_000, 0), fundedRecipient(50_000, 0)]);
  await setPreferences(german.token, { language: 'de' });
  await openedLastMonth(older.userId);
  await openedLastMonth(german.userId);
  const month = lastEndedMonth(new Date());

  const en = CATALOGUES.en.email.statementReady;
  const subject = fillText(en.subject, { month: monthName('en-US', month) });
  const mail = await waitForMail({ to: older.email, subject, since: from, timeoutMs: 30_000 });
  assert.ok(mail.text?.includes(fillText(en.body, { month: monthName('en-US', month) })), mail.text);
  assert.ok(mail.text?.includes('/dashboard?tab=transactions'), mail.text);

  const de = CATALOGUES.de.email.statementReady;
  await waitForMail({ to: german.email, subject: fillText(de.subject, { month: monthName('de-DE', month) }), since: from, timeoutMs: 30_000 });

  // Three more sweeps: nobody is told twice, and the recipient opened this month is not told at all.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const told = (await readMails({ to: older.email })).filter((m) => m.subject === subject);
  assert.equal(told.length, 1);
  const newerMails = (await readMails({ to: newer.email })).map((m) => m.subject ?? '');
  assert.ok(!newerMails.some((s) => s.includes(monthName('en-US', month))), newerMails.join(' | '));
});
