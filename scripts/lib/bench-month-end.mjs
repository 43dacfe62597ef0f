// The month-end job at data scale (`npm run bench:scale`): every recipient with a ledger account in the last ended
// month is told that its statement is ready, by the running platform itself. The bench forgets the month's notices
// (statement_notices), asks the ledger's BullMQ queue for one sweep now instead of at the next hour, and watches the
// databases: when the ledger had marked every recipient (each with its event in the outbox), when accounts-kyc had
// recorded each one's mail, and when SMTP had taken them all. Statements themselves are made on demand from the
// ledger, so the job renders nothing; its cost is the notices and the mails. Once they are counted, the mail catcher
// that caught them is emptied.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { lastEndedMonth, monthBounds } from '@portal/contracts';
import { clearMails } from '../infra/lib/mail.mjs';
import { say } from './platform.mjs';

/** The ledger's month-end queue (services/ledger-withdrawals/src/statements/statement-notices.ts). */
const QUEUE = 'ledger-statement-notices';

/**
 * Runs one month-end sweep on the platform at `redisUrl` and measures it. Answers the month, how many recipients
 * were to be told, and when (seconds after the sweep was asked for) the notices, the recorded mails and the sent
 * mails were complete; a stage that did not complete within the time allowed is undefined, and `told`, `mails` and
 * `waitedS` say how far it came. Empties the development platform's mail catcher afterwards (`emptyTheCatcher`).
 */
export async function measureMonthEnd({ ledgerUrl, accountsUrl, redisUrl }) {
  const ledger = new pg.Client({ connectionString: ledgerUrl });
  const accounts = new pg.Client({ connectionString: accountsUrl });
  await Promise.all([ledger.connect(), accounts.connect()]);
  try {
    const measured = await sweepAndWatch(ledger, accounts, redisUrl);
    await emptyTheCatcher(measured.mails?.sent ?? 0);
    return measured;
  } finally {
    await Promise.all([ledger.end(), accounts.end()]);
  }
}

const one = async (client, sql, params = []) => (await client.query(sql, params)).rows[0];

async function sweepAndWatch(ledger, accounts, redisUrl) {
  const month = lastEndedMonth(new Date());
  const { start, end } = monthBounds(month);
  const { eligible } = await one(
    ledger,
    `SELECT count(*)::int AS eligible FROM ledger_accounts
      WHERE user_id IS NOT NULL AND created_at < $1 AND (closed_at IS NULL OR closed_at >= $2)`,
    [end, start],
  );
  say(`month-end: ${eligible.toLocaleString('en')} recipients to tell about ${month}`);
  await one(ledger, 'DELETE FROM statement_notices WHERE month = $1', [month]);

  const asked = new Date();
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE, { connection });
  try {
    await queue.add('sweep', {}, { removeOnComplete: true, removeOnFail: 100 });
  } finally {
    await queue.close();
    connection.disconnect();
  }

  // Twenty minutes at most (100,000 mails took ~14 to the local catcher): a slower stage is reported by how far it
  // came (its rate from the rows done).
  const allowedMs = Math.min(1_200_000, Math.max(120_000, eligible * 20));
  const done = {};
  const seconds = (at) => (at ? (new Date(at).getTime() - asked.getTime()) / 1000 : undefined);
  while (Date.now() - asked.getTime() < allowedMs && done.sent === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (done.notices === undefined) {
      const r = await one(ledger, 'SELECT count(*)::int AS n, max(created_at) AS last FROM statement_notices WHERE month = $1', [month]);
      done.told = r.n;
      if (r.n >= eligible) done.notices = seconds(r.last);
    }
    const mails = await one(
      accounts,
      `SELECT count(*)::int AS recorded, count(*) FILTER (WHERE status = 'sent')::int AS sent, max(created_at) AS last_recorded,
              max(sent_at) AS last_sent, count(DISTINCT user_id)::int AS people
         FROM notification_mails WHERE topic = 'statements' AND created_at >= $1`,
      [asked],
    );
    if (done.recorded === undefined && mails.recorded >= eligible) done.recorded = seconds(mails.last_recorded);
    if (mails.sent >= eligible) done.sent = seconds(mails.last_sent);
    done.mails = mails;
  }
  return { month, eligible, waitedS: (Date.now() - asked.getTime()) / 1000, ...done };
}

/**
 * The sweep's mails went to the development platform's mail catcher, which answers every mail it holds on each
 * read: left with a hundred thousand, it stops answering in time, and `npm start` and `npm test`, which reuse it,
 * fail to start. Emptied once they are counted (a failure is said, not fatal).
 */
async function emptyTheCatcher(sent) {
  try {
    await clearMails({ timeoutMs: 120_000 });
    say(`month-end: the mail catcher emptied (${sent.toLocaleString('en')} statement mails among what it held)`);
  } catch (error) {
    say(`month-end: the mail catcher could not be emptied (${error.message}); empty it before the next start`);
  }
}
