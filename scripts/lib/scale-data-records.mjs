// The records of `npm run bench:scale` beside the ledger postings (scripts/lib/scale-data.mjs): KYC documents
// (accounts-kyc), transfers and project payments (payments), tickets with their conversations (support), and
// grants with their milestones, tranches and progress reports (ledger). Set-based SQL as the postings are;
// every generated row has an id derived from its number (scaleUuid), so a later run adds only what is missing.
//
// Consistency with the ledger, whose rows only scale-data.mjs writes:
// - a transfer or project payment that moved money is the mirror of one generated ledger posting: the recipient's
//   debit of category `transfer` / `payment`, the same posting number n (idempotency key `scale:<n>` in both
//   databases), the same time and the same amount paid (amount + charge, amount + fee). They are completed and
//   settled: never a state the payments recovery job picks up (unposted, settle or refund pending), which would
//   post to the ledger. The records beyond those are refused ones (failed, posting refused): nothing moved.
// - a released tranche is released by one of its recipient's generated `grant` credits (its posting key and
//   transaction number), with that credit's amount and time; the grant's released total is their sum. A tranche
//   whose milestone's report is not approved is not released.
// - every generated milestone counts as reminded already, so the reminder sweep sends nothing for them.
import { say } from './platform.mjs';

/**
 * The SQL of a generated row's id: md5(<seed>) with its version nibble set to 4 and its variant nibble to 8–b, so
 * that it is an RFC 9562 UUID (the contracts' uuid() refuses a bare md5 cast). `seed` is an SQL text expression.
 */
export function scaleUuid(seed) {
  const hex = `md5(${seed})`;
  return `overlay(overlay(${hex} placing '4' from 13 for 1) placing substr('89ab', 1 + ('x' || substr(${hex}, 17, 1))::bit(4)::int % 4, 1) from 17 for 1)::uuid`;
}
/** The generated recipient number `i`'s profile id (the SQL of it). */
export const recipientId = (i) => scaleUuid(`'scale-recipient-' || ${i}`);

/** Ledger postings mirrored per read from the ledger and per insert into payments. */
const MIRROR_CHUNK = 50_000;
/** The first generated posting's time (scale-data.mjs: posting n is at this + n × 28 s). */
const POSTINGS_FROM = "timestamptz '2021-06-01'";

/**
 * KYC documents: two or three per generated recipient, the earlier ones rejected, the latest pending (25 %),
 * rejected (15 %) or approved (60 %); the profile's KYC status is its latest document's, as the KYC service
 * keeps it, and its update time that document's last change (the admin KYC list's order). Metadata only: the
 * files would live in the storage folder under `file_path`.
 */
export async function generateKyc(accounts, { recipients, adminId }) {
  say(`KYC documents of ${recipients.toLocaleString('en')} recipients`);
  // The latest document's status of recipient i, and its number of documents.
  const latest = `(CASE WHEN i % 20 < 5 THEN 'pending' WHEN i % 20 < 8 THEN 'rejected' ELSE 'approved' END)`;
  const count = '(2 + i % 2)';
  const docs = await accounts.query(
    `INSERT INTO kyc_documents (id, user_id, document_type, file_path, file_name, content_type, size_bytes, sha256, status, grant_award_number,
                                submitted_at, reviewed_at, reviewer_notes, reviewed_by, created_at)
     SELECT ${scaleUuid(`'scale-kyc-' || i || '-' || d`)}, p.id, 'aml_certificate',
            p.id || '/aml-certificate-' || (extract(epoch FROM t.submitted) * 1000)::bigint || '.' || t.ext,
            (ARRAY['AML certificate', 'aml_certificate_signed', 'Compliance certificate'])[1 + (i + d) % 3] || '.' || t.ext,
            CASE t.ext WHEN 'pdf' THEN 'application/pdf' WHEN 'jpg' THEN 'image/jpeg' ELSE 'image/png' END,
            40000 + ((i::bigint * 7919 + d * 104729) % 2000000)::int,
            encode(sha256(convert_to('scale-kyc-' || i || '-' || d, 'UTF8')), 'hex'),
            t.status, p.grant_number, t.submitted,
            CASE WHEN t.status <> 'pending' THEN t.submitted + interval '1 day' + (i % 72) * interval '1 hour' END,
            CASE WHEN t.status = 'rejected' THEN 'The certificate is not legible: please upload a clearer scan' END,
            CASE WHEN t.status <> 'pending' THEN $2::uuid END,
            t.submitted
     FROM generate_series(1, $1::int) i
     JOIN profiles p ON p.id = ${recipientId('i')}
     CROSS JOIN LATERAL generate_series(1, ${count}) d
     CROSS JOIN LATERAL (
       SELECT p.created_at + d * interval '5 days' + (i % 24) * interval '1 hour' AS submitted,
              CASE WHEN d < ${count} THEN 'rejected' ELSE ${latest} END AS status,
              (ARRAY['pdf', 'pdf', 'jpg', 'png'])[1 + (i + d) % 4] AS ext
     ) t
     ON CONFLICT (id) DO NOTHING`,
    [recipients, adminId],
  );
  // The profiles follow their latest document (only those that differ change: a second run changes none).
  await accounts.query(
    `UPDATE profiles p SET kyc_status = k.status, updated_at = k.changed
     FROM (
       SELECT DISTINCT ON (user_id) user_id, status, coalesce(reviewed_at, submitted_at) AS changed
       FROM kyc_documents
       WHERE id IN (SELECT ${scaleUuid(`'scale-kyc-' || i || '-' || ${count}`)} FROM generate_series(1, $1::int) i)
       ORDER BY user_id, submitted_at DESC
     ) k
     WHERE p.id = k.user_id AND (p.kyc_status, p.updated_at) IS DISTINCT FROM (k.status, k.changed)`,
    [recipients],
  );
  await accounts.query('ANALYZE kyc_documents; ANALYZE profiles');
  return docs.rowCount ?? 0;
}

/**
 * Transfers and project payments up to `moves` records: first the mirror of every generated ledger posting that is
 * a recipient's transfer or project payment (completed and settled, see above), then refused ones (failed: the
 * ledger refused the debit, nothing moved) until there are `moves`. Answers what this run added.
 */
export async function generateMoves(ledger, payments, { moves, recipients }) {
  const made = { transfers: 0, projectPayments: 0 };
  // Where the mirror stopped: the highest posting number already mirrored.
  const { rows: done } = await payments.query(
    `SELECT coalesce(max(substr(idempotency_key, 7)::int), 0) AS n FROM (
       SELECT idempotency_key FROM transfers WHERE idempotency_key LIKE 'scale:%'
       UNION ALL SELECT idempotency_key FROM project_payments WHERE idempotency_key LIKE 'scale:%') k`,
  );
  const last = Number((await ledger.query(`SELECT count(*) AS n FROM postings WHERE kind = 'scale_bench'`)).rows[0].n);
  for (let from = Number(done[0].n) + 1; from <= last; from += MIRROR_CHUNK) {
    const to = Math.min(last, from + MIRROR_CHUNK - 1);
    say(`transfers and project payments of ledger postings ${from.toLocaleString('en')}–${to.toLocaleString('en')}`);
    // The recipients' debits of category transfer / payment among postings from..to (read by their time index).
    const { rows } = await ledger.query(
      `SELECT substr(p.idempotency_key, 7)::int AS n, a.user_id, -e.amount_cents AS paid, e.category, p.created_at AS at
       FROM postings p
       JOIN ledger_entries e ON e.posting_id = p.id AND e.amount_cents < 0 AND e.category IN ('transfer', 'payment')
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'recipient'
       WHERE p.kind = 'scale_bench' AND p.created_at BETWEEN ${POSTINGS_FROM} + $1::int * interval '28 seconds' AND ${POSTINGS_FROM} + $2::int * interval '28 seconds'
         AND p.idempotency_key LIKE 'scale:%'`,
      [from, to],
    );
    if (!rows.length) continue;
    const args = [rows.map((r) => r.n), rows.map((r) => r.user_id), rows.map((r) => r.paid), rows.map((r) => r.category), rows.map((r) => r.at)];
    const lines = `unnest($1::int[], $2::uuid[], $3::bigint[], $4::text[], $5::timestamptz[]) r(n, u, paid, category, at)`;
    await payments.query('BEGIN');
    try {
      await payments.query('SET LOCAL synchronous_commit = off');
      // Amount and charge (1 % of the amount) add up to what the ledger debited.
      const transfers = await payments.query(
        `INSERT INTO transfers (id, user_id, transaction_number, recipient_name, recipient_account, recipient_bank, amount_cents, charge_cents,
                                paid_amount_cents, description, transfer_type, status, idempotency_key, fingerprint, posting_state, settlement_state,
                                created_at, updated_at, completed_at)
         SELECT ${scaleUuid(`'scale-transfer-' || n`)}, u, 'TRF' || (extract(epoch FROM at) * 1000)::bigint,
                (ARRAY['Lakeside Builders', 'Amina Diallo', 'Green Valley Co-op', 'Kwame Mensah', 'Solar Schools Ltd', 'Sofia Rossi'])[1 + n % 6],
                'CH' || lpad(((n::bigint * 7919) % 1000000000)::text, 9, '0'),
                (ARRAY['Banque Cantonale', 'Ecobank', 'Standard Chartered', 'Crédit Agricole'])[1 + n % 4],
                paid * 100 / 101, paid - paid * 100 / 101, paid, 'Transfer ' || n,
                CASE WHEN n % 3 = 0 THEN 'wire_transfer' ELSE 'other_bank' END, 'completed', 'scale:' || n, 'scale', 'posted', 'settled',
                at, at + interval '1 day', at + interval '1 day'
         FROM ${lines} WHERE category = 'transfer'
         ON CONFLICT DO NOTHING`,
        args,
      );
      // Amount and fee (1.5 % of the amount) add up to what the ledger debited; the payee gets amount − fee.
      const projectPayments = await payments.query(
        `INSERT INTO project_payments (id, user_id, transaction_number, idempotency_key, fingerprint, category, recipient_name, recipient_details,
                                       amount_cents, fee_cents, total_cents, net_cents, purpose_description, project_phase, status,
                                       expected_completion_date, posting_state, settlement_state, created_at, updated_at, completed_at)
         SELECT ${scaleUuid(`'scale-project-payment-' || n`)}, u,
                'PP-' || to_char(at AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || lpad(n::text, greatest(5, length(n::text)), '0'),
                'scale:' || n, 'scale',
                (ARRAY['contractors_suppliers', 'professional_services', 'staff_personnel', 'equipment_assets', 'utilities_operations',
                       'training_capacity', 'community_services', 'administrative'])[1 + n % 8],
                (ARRAY['Acme Water Works', 'Sahel Solar', 'Northwind Supplies', 'Kigali Print House', 'Atlas Consulting'])[1 + n % 5],
                jsonb_build_object('accountNumber', lpad(((n::bigint * 104729) % 10000000000)::text, 10, '0'), 'bankName', 'Ecobank',
                                   'contactPhone', '+41 22 555 ' || lpad((n % 10000)::text, 4, '0')),
                paid * 10000 / 10150, paid - paid * 10000 / 10150, paid, paid * 10000 / 10150 - (paid - paid * 10000 / 10150),
                'Project payment to vendor ' || n, 'Phase ' || (1 + n % 3), 'completed', at + interval '3 days', 'posted', 'settled',
                at, at + interval '2 days', at + interval '2 days'
         FROM ${lines} WHERE category = 'payment'
         ON CONFLICT DO NOTHING`,
        args,
      );
      await payments.query('COMMIT');
      made.transfers += transfers.rowCount ?? 0;
      made.projectPayments += projectPayments.rowCount ?? 0;
    } catch (error) {
      await payments.query('ROLLBACK');
      throw error;
    }
  }

  const { rows: have } = await payments.query(
    `SELECT (SELECT count(*) FROM transfers WHERE idempotency_key LIKE 'scale%') + (SELECT count(*) FROM project_payments WHERE idempotency_key LIKE 'scale%') AS total,
            (SELECT count(*) FROM transfers WHERE idempotency_key LIKE 'scale-refused:%') + (SELECT count(*) FROM project_payments WHERE idempotency_key LIKE 'scale-refused:%') AS refused`,
  );
  const refusedFrom = Number(have[0].refused) + 1;
  const refusedTo = Number(have[0].refused) + Math.max(0, moves - Number(have[0].total));
  for (let from = refusedFrom; from <= refusedTo; from += 2 * MIRROR_CHUNK) {
    const to = Math.min(refusedTo, from + 2 * MIRROR_CHUNK - 1);
    say(`refused transfers and project payments ${from.toLocaleString('en')}–${to.toLocaleString('en')}`);
    // Refused record j (odd: a transfer, even: a project payment) of a recipient, for more than any generated balance;
    // its time is never a mirrored posting's (those are whole multiples of 28 s from the start, these 300 j + 14 s).
    const series = `generate_series($1::int, $2::int) j, LATERAL (
        SELECT ${recipientId('(1 + (j::bigint * 104729) % $3::int)')} AS u, ${POSTINGS_FROM} + j * interval '300 seconds' + interval '14 seconds' AS at,
               2000000 + (j::bigint * 7919) % 3000000 AS amount) x`;
    const refused = `'failed', 'Insufficient balance: the ledger refused the debit', 'refused', 'none', at, at, NULL::timestamptz`;
    const transfers = await payments.query(
      `INSERT INTO transfers (id, user_id, transaction_number, recipient_name, recipient_account, recipient_bank, amount_cents, charge_cents,
                              paid_amount_cents, description, transfer_type, idempotency_key, fingerprint,
                              status, processing_message, posting_state, settlement_state, created_at, updated_at, completed_at)
       SELECT ${scaleUuid(`'scale-refused-' || j`)}, u, 'TRF' || (extract(epoch FROM at) * 1000)::bigint, 'Northwind Supplies',
              'CH' || lpad(((j::bigint * 7919) % 1000000000)::text, 9, '0'), 'Ecobank',
              amount, (amount + 50) / 100, amount + (amount + 50) / 100, 'Equipment order ' || j, 'other_bank', 'scale-refused:' || j, 'scale', ${refused}
       FROM ${series} WHERE j % 2 = 1
       ON CONFLICT DO NOTHING`,
      [from, to, recipients],
    );
    const projectPayments = await payments.query(
      `INSERT INTO project_payments (id, user_id, transaction_number, idempotency_key, fingerprint, category, recipient_name, recipient_details,
                                     amount_cents, fee_cents, total_cents, net_cents, purpose_description,
                                     status, processing_message, posting_state, settlement_state, created_at, updated_at, completed_at)
       SELECT ${scaleUuid(`'scale-refused-' || j`)}, u,
              'PP-' || to_char(at AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || (10000000 + j), 'scale-refused:' || j, 'scale', 'equipment_assets',
              'Sahel Solar', jsonb_build_object('accountNumber', lpad(((j::bigint * 104729) % 10000000000)::text, 10, '0'), 'bankName', 'Ecobank'),
              amount, (amount * 150 + 5000) / 10000, amount + (amount * 150 + 5000) / 10000, amount - (amount * 150 + 5000) / 10000,
              'Solar panels for the clinic, order ' || j, ${refused}
       FROM ${series} WHERE j % 2 = 0
       ON CONFLICT DO NOTHING`,
      [from, to, recipients],
    );
    made.transfers += transfers.rowCount ?? 0;
    made.projectPayments += projectPayments.rowCount ?? 0;
  }
  if (made.transfers + made.projectPayments) await payments.query('ANALYZE transfers; ANALYZE project_payments');
  return made;
}

/**
 * Each ticket's conversation by its status: the recipient's original message, then admin and recipient replies
 * as the support service adds them (an admin's first reply moves an open ticket to in progress; resolving adds a
 * `resolved` message; any other status change an `admin_update`). `every`: the message is there for every such
 * ticket number only. Offsets in hours after the ticket was opened.
 */
const CONVERSATIONS = `(VALUES
  ('open', 2, 'user', 'user_reply', 3, 'Adding to my question: the amount in my statement is also different.', 3),
  ('in_progress', 2, 'admin', 'admin_reply', 20, 'Thank you, we are looking into it and will come back to you shortly.', 1),
  ('in_progress', 3, 'user', 'user_reply', 26, 'Thanks. I attached the reference number in my first message.', 1),
  ('in_progress', 4, 'admin', 'admin_reply', 48, 'We asked the bank for the transfer details; this can take two working days.', 2),
  ('resolved', 2, 'admin', 'admin_reply', 18, 'Could you tell us the transaction number concerned?', 1),
  ('resolved', 3, 'user', 'user_reply', 22, 'It is the one from last Tuesday, shown in my history.', 1),
  ('resolved', 4, 'admin', 'resolved', 40, 'Ticket resolved by admin', 1),
  ('closed', 2, 'admin', 'admin_reply', 24, 'This is answered in the FAQ under Withdrawals.', 1),
  ('closed', 3, 'admin', 'admin_update', 72, 'Status changed to closed', 1)
) AS c(status, k, role, kind, after_h, body, every)`;

/**
 * Tickets with their messages: 30 % open, 20 % in progress, 40 % resolved, 10 % closed, one to four messages each;
 * every nineteenth is the heavy recipient's (their own ticket list). Answers what this run added.
 */
export async function generateTickets(support, { tickets, recipients, heavyUserId, adminId }) {
  say(`tickets ${tickets.toLocaleString('en')} with their messages`);
  await support.query('BEGIN');
  try {
    await support.query('SET LOCAL synchronous_commit = off');
    // The tickets not there yet (the number is a serial: only inserted rows take one).
    await support.query(
      `CREATE TEMP TABLE scale_tickets ON COMMIT DROP AS
       SELECT j, ${scaleUuid(`'scale-ticket-' || j`)} AS id,
              CASE WHEN j % 19 = 0 THEN $3::uuid ELSE ${recipientId('(1 + (j::bigint * 7919) % $2::int)')} END AS user_id,
              (ARRAY['open', 'open', 'open', 'in_progress', 'in_progress', 'resolved', 'resolved', 'resolved', 'resolved', 'closed'])[1 + j % 10] AS status,
              (ARRAY['general', 'account', 'kyc', 'transaction', 'technical'])[1 + j % 5] AS category,
              (ARRAY['low', 'medium', 'medium', 'high', 'urgent'])[1 + (j / 3) % 5] AS priority,
              ${POSTINGS_FROM} + j * interval '23 minutes' AS at
       FROM generate_series(1, $1::int) j`,
      [tickets, recipients, heavyUserId],
    );
    await support.query(`DELETE FROM scale_tickets s WHERE EXISTS (SELECT 1 FROM support_tickets t WHERE t.id = s.id)`);
    await support.query(
      `CREATE TEMP TABLE scale_messages ON COMMIT DROP AS
       SELECT s.id AS ticket_id, ${scaleUuid(`'scale-ticket-' || s.j || '-1'`)} AS id, s.user_id AS author_id, 'user' AS author_role, 'original' AS kind,
              (ARRAY['My grant disbursement does not show in my balance yet. Reference ', 'I cannot upload my AML certificate, the page stops at ',
                     'Please change the e-mail address of my account, ticket ', 'A transfer I sent is still pending after three days: ',
                     'The dashboard chart is empty since this morning, case '])[1 + s.j % 5] || s.j || '.' AS body, s.at AS created_at
       FROM scale_tickets s
       UNION ALL
       SELECT s.id, ${scaleUuid(`'scale-ticket-' || s.j || '-' || c.k`)}, CASE c.role WHEN 'user' THEN s.user_id ELSE $1::uuid END, c.role, c.kind,
              c.body, s.at + c.after_h * interval '1 hour'
       FROM scale_tickets s JOIN ${CONVERSATIONS} ON c.status = s.status AND s.j % c.every = 0`,
      [adminId],
    );
    const added = await support.query(
      `INSERT INTO support_tickets (id, user_id, subject, category, status, priority, preview, created_at, updated_at, last_reply_at)
       SELECT s.id, s.user_id,
              (ARRAY['Grant disbursement not visible', 'KYC upload fails', 'Change of e-mail address', 'Transfer still pending', 'Dashboard chart empty'])[1 + s.j % 5],
              s.category, s.status, s.priority, o.body, s.at, coalesce(r.last, s.at), r.last
       FROM scale_tickets s
       JOIN scale_messages o ON o.ticket_id = s.id AND o.kind = 'original'
       LEFT JOIN (SELECT ticket_id, max(created_at) AS last FROM scale_messages WHERE kind <> 'original' GROUP BY ticket_id) r ON r.ticket_id = s.id`,
    );
    const messages = await support.query(
      `INSERT INTO support_ticket_messages (id, ticket_id, author_id, author_role, kind, body, created_at)
       SELECT id, ticket_id, author_id, author_role, kind, body, created_at FROM scale_messages ORDER BY created_at
       ON CONFLICT (id) DO NOTHING`,
    );
    await support.query('COMMIT');
    if (added.rowCount) await support.query('ANALYZE support_tickets; ANALYZE support_ticket_messages');
    return { tickets: added.rowCount ?? 0, messages: messages.rowCount ?? 0 };
  } catch (error) {
    await support.query('ROLLBACK');
    throw error;
  }
}

/**
 * One grant per generated recipient (award key `scale-grant:<i>`): three tranches and two milestones. Tranche 1 was
 * paid at award by the recipient's first generated grant credit; tranche 2 waits for milestone 1's progress report
 * and is released by the second credit when that report is approved; tranche 3 waits for the final report.
 * Milestone 1's report: approved (60 %, a fifth of them after one round of changes), awaiting (10 %: none yet),
 * submitted (15 %), changes requested (10 %), rejected (5 %); the final report is submitted for a third of the
 * approved ones. Every version and decision is kept as the schedule service keeps them. A recipient without two
 * generated grant credits (the postings give each recipient only some categories: about half have none) has its
 * first tranche planned, not released, and no approved report. Answers what this run added.
 */
export async function generateGrants(ledger, { recipients, adminId }) {
  say(`grants of ${recipients.toLocaleString('en')} recipients with tranches and progress reports`);
  const made = { grants: 0, tranches: 0, reports: 0 };
  await ledger.query('BEGIN');
  try {
    await ledger.query('SET LOCAL synchronous_commit = off');
    // The recipients without a grant yet, with their first two generated grant credits (the category index).
    const credit = (offset) => `LEFT JOIN LATERAL (
        SELECT p.idempotency_key AS key, e.transaction_number AS trx, e.amount_cents AS amount, e.created_at AS at
        FROM ledger_entries e JOIN postings p ON p.id = e.posting_id AND p.kind = 'scale_bench'
        WHERE e.account_id = a.id AND e.category = 'grant' AND e.amount_cents > 0
        ORDER BY e.created_at, e.id OFFSET ${offset} LIMIT 1) c${offset + 1} ON true`;
    await ledger.query(
      `CREATE TEMP TABLE scale_grants ON COMMIT DROP AS
       SELECT i, u, ${scaleUuid(`'scale-grant-' || i`)} AS id,
              c1.key AS key1, c1.trx AS trx1, c1.amount AS credit1, c2.key AS key2, c2.trx AS trx2, c2.amount AS credit2,
              coalesce(c1.at, ${POSTINGS_FROM} + i * interval '20 minutes') AS t1,
              coalesce(c2.at, coalesce(c1.at, ${POSTINGS_FROM} + i * interval '20 minutes') + interval '60 days') AS t2,
              CASE WHEN i % 20 < 12 THEN CASE WHEN c2.key IS NOT NULL THEN 'approved' ELSE (ARRAY[NULL, 'submitted', 'changes_requested'])[1 + i % 3] END
                   WHEN i % 20 < 14 THEN NULL WHEN i % 20 < 17 THEN 'submitted' WHEN i % 20 < 19 THEN 'changes_requested' ELSE 'rejected' END AS report1,
              i % 5 = 0 AS two_rounds
       FROM generate_series(1, $1::int) i
       CROSS JOIN LATERAL (SELECT ${recipientId('i')} AS u) r
       JOIN ledger_accounts a ON a.code = 'recipient:' || r.u
       ${credit(0)}
       ${credit(1)}
       WHERE NOT EXISTS (SELECT 1 FROM grants g WHERE g.user_id = r.u)`,
      [recipients],
    );
    // The amounts: a released tranche is its credit's; one not released is planned.
    await ledger.query(
      `CREATE TEMP TABLE scale_plan ON COMMIT DROP AS
       SELECT g.*, coalesce(credit1, 250000) AS amount1,
              CASE WHEN report1 = 'approved' THEN credit2 ELSE 400000 + (i % 40) * 5000 END AS amount2,
              600000 + (i % 60) * 5000 AS amount3,
              CASE WHEN report1 = 'approved' AND i % 3 = 0 THEN 'submitted' END AS report2,
              t2 - t1 AS span
       FROM scale_grants g`,
    );
    const grants = await ledger.query(
      `INSERT INTO grants (id, user_id, title, total_cents, start_date, released_cents, award_key, created_at)
       SELECT id, u,
              (ARRAY['Clean water for rural schools', 'Solar power for the health centre', 'Community seed bank', 'Girls in science programme',
                     'Mobile library', 'Flood early-warning network'])[1 + i % 6] || ' ' || i,
              amount1 + amount2 + amount3, (t1 AT TIME ZONE 'UTC')::date,
              CASE WHEN key1 IS NOT NULL THEN amount1 ELSE 0 END + CASE WHEN report1 = 'approved' THEN amount2 ELSE 0 END,
              'scale-grant:' || i, t1
       FROM scale_plan`,
    );
    made.grants = grants.rowCount ?? 0;
    // Both reminders counted as sent: the sweep must not mail thousands of generated recipients.
    await ledger.query(
      `INSERT INTO grant_milestones (id, grant_id, number, title, due_date, created_at, reminded_due_at, reminded_overdue_at)
       SELECT ${scaleUuid(`'scale-milestone-' || i || '-' || m`)}, id, m, CASE m WHEN 1 THEN 'Progress report: first phase' ELSE 'Final report' END,
              due, t1, due - interval '7 days', due + interval '1 day'
       FROM scale_plan, LATERAL (VALUES (1, ((t1 + span * 0.6) AT TIME ZONE 'UTC')::date), (2, (t2 AT TIME ZONE 'UTC')::date + 90)) d(m, due)`,
    );
    const tranches = await ledger.query(
      `INSERT INTO grant_tranches (id, grant_id, number, amount_cents, planned_date, milestone_id, min_spent_percent,
                                   release_posting_key, transaction_number, released_at, released_by, created_at)
       SELECT ${scaleUuid(`'scale-tranche-' || i || '-' || n`)}, id, n, amount, planned, milestone, spent, key, trx, released, CASE WHEN key IS NOT NULL THEN $1::uuid END, t1
       FROM scale_plan, LATERAL (VALUES
         (1, amount1, (t1 AT TIME ZONE 'UTC')::date, NULL::uuid, NULL::int, key1, trx1, CASE WHEN key1 IS NOT NULL THEN t1 END),
         (2, amount2, ((t1 + span * 0.6) AT TIME ZONE 'UTC')::date, ${scaleUuid(`'scale-milestone-' || i || '-1'`)}, NULL,
             CASE WHEN report1 = 'approved' THEN key2 END, CASE WHEN report1 = 'approved' THEN trx2 END, CASE WHEN report1 = 'approved' THEN t2 END),
         (3, amount3, (t2 AT TIME ZONE 'UTC')::date + 90, ${scaleUuid(`'scale-milestone-' || i || '-2'`)}, CASE WHEN i % 4 = 0 THEN 50 END, NULL, NULL, NULL)
       ) t(n, amount, planned, milestone, spent, key, trx, released)`,
      [adminId],
    );
    made.tranches = tranches.rowCount ?? 0;
    // Each report's steps: (version, submitted at, decision, decided at) as fractions of the time between the two credits
    // (milestone 1) or days after the second (the final report); the approval comes before the release by credit 2.
    await ledger.query(
      `CREATE TEMP TABLE scale_steps ON COMMIT DROP AS
       SELECT p.i, p.u, m, ${scaleUuid(`'scale-report-' || p.i || '-' || m`)} AS report_id, ${scaleUuid(`'scale-milestone-' || p.i || '-' || m`)} AS milestone_id,
              s.version, s.submitted, s.decision, s.decided, st.status
       FROM scale_plan p
       CROSS JOIN LATERAL (VALUES (1, p.report1), (2, p.report2)) st(m, status)
       CROSS JOIN LATERAL (
         SELECT 1 AS version, CASE m WHEN 1 THEN p.t1 + p.span * 0.5 ELSE p.t2 + interval '80 days' END AS submitted,
                CASE WHEN m = 2 THEN NULL WHEN p.two_rounds AND st.status IN ('approved', 'submitted') THEN 'changes_requested'
                     WHEN st.status = 'submitted' THEN NULL ELSE st.status END AS decision,
                p.t1 + p.span * 0.6 AS decided
         UNION ALL
         SELECT 2, p.t1 + p.span * 0.7, CASE WHEN st.status = 'approved' THEN 'approved' END, p.t1 + p.span * 0.85
         WHERE m = 1 AND p.two_rounds AND st.status IN ('approved', 'submitted')
       ) s
       WHERE st.status IS NOT NULL`,
    );
    const reports = await ledger.query(
      `INSERT INTO grant_reports (id, milestone_id, user_id, status, version, updated_at, created_at)
       SELECT report_id, milestone_id, u, status, max(version), max(CASE WHEN decision IS NOT NULL THEN decided ELSE submitted END), min(submitted)
       FROM scale_steps GROUP BY report_id, milestone_id, u, status`,
    );
    made.reports = reports.rowCount ?? 0;
    await ledger.query(
      `INSERT INTO grant_report_versions (id, report_id, version, narrative, figures, submitted_at)
       SELECT ${scaleUuid(`'scale-report-' || i || '-' || m || '-' || version`)}, report_id, version,
              CASE m WHEN 1 THEN 'Wells drilled and handed over to the village committees; training of the maintenance team started.'
                     ELSE 'All planned works completed; the final accounts are attached.' END
                || CASE version WHEN 2 THEN ' Revised with the figures the reviewer asked for.' ELSE '' END,
              jsonb_build_array(jsonb_build_object('label', 'Beneficiaries reached', 'value', 200 + i % 800),
                                jsonb_build_object('label', 'Spent so far (USD)', 'value', 1000 + i % 9000)),
              submitted
       FROM scale_steps`,
    );
    await ledger.query(
      `INSERT INTO grant_report_decisions (id, report_id, version, decision, comment, actor_id, decided_at)
       SELECT ${scaleUuid(`'scale-decision-' || i || '-' || m || '-' || version`)}, report_id, version, decision,
              CASE decision WHEN 'changes_requested' THEN 'Please add the number of households served.'
                            WHEN 'rejected' THEN 'The report does not cover the milestone''s deliverables.' END,
              $1::uuid, decided
       FROM scale_steps WHERE decision IS NOT NULL`,
      [adminId],
    );
    await ledger.query('COMMIT');
  } catch (error) {
    await ledger.query('ROLLBACK');
    throw error;
  }
  if (made.grants)
    await ledger.query(
      'ANALYZE grants; ANALYZE grant_milestones; ANALYZE grant_tranches; ANALYZE grant_reports; ANALYZE grant_report_versions; ANALYZE grant_report_decisions',
    );
  return made;
}

/**
 * The plans of the admin KYC list, the Financial Activity tab, the admin Overview's counters and the ticket lists, as
 * their repositories send them. Prisma's findMany is written as the SQL it sends (every column, LIMIT and OFFSET 0;
 * its `IN (…)` of a list as `= ANY`). `explain(client, name, sql, params)` answers one plan's summary.
 */
export async function recordPlans(explain, { ledger, accounts, payments, support, heavyUserId }) {
  const plans = [];
  // The admin KYC list (kyc.repository.ts: profilesInReview, a findMany; the RPC's default limit 50), then the
  // documents of that page (documentsOf, a findMany on the user ids).
  const inReview = (where) => `SELECT * FROM profiles WHERE ${where} ORDER BY updated_at DESC LIMIT 50 OFFSET 0`;
  const pendingPage = (await accounts.query(inReview('kyc_status = $1'), ['pending'])).rows.map((r) => r.id);
  plans.push(
    await explain(accounts, 'admin KYC list: status filter (pending)', inReview('kyc_status = $1'), ['pending']),
    await explain(accounts, 'admin KYC list: every status', inReview(`kyc_status <> 'not_submitted'`), []),
    await explain(
      accounts,
      "admin KYC list: the page's documents",
      'SELECT * FROM kyc_documents WHERE user_id = ANY($1::uuid[]) ORDER BY submitted_at DESC OFFSET 0',
      [pendingPage],
    ),
  );

  // The Financial Activity tab (gateway admin-money.controller.ts: recentActivity, 5 of each): the ledger's newest
  // recipients' entries (accounts.repository.ts: recent), the newest transfers (move-record-store.ts: adminList, a
  // findMany) and withdrawals (withdrawals.repository.ts: list, a findMany), then their people (accountsNames, a findMany).
  const recent = (limit) => `SELECT e.id, e.transaction_number, a.user_id, e.amount_cents, e.post_balance_cents, e.description, e.reference, e.created_at
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.kind = 'recipient'
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`;
  const transfersSql = 'SELECT * FROM transfers ORDER BY created_at DESC, transaction_number DESC LIMIT 5 OFFSET 0';
  const people = [
    ...new Set([
      ...(await ledger.query(recent(5))).rows.map((r) => r.user_id),
      ...(await payments.query(transfersSql)).rows.map((r) => r.user_id),
      ...(await ledger.query('SELECT user_id FROM withdrawals ORDER BY created_at DESC LIMIT 5')).rows.map((r) => r.user_id),
    ]),
  ];
  plans.push(
    await explain(ledger, "financial activity: newest recipients' entries", recent(5), []),
    await explain(payments, 'financial activity: newest transfers', transfersSql, []),
    // Withdrawals are not generated: the table holds the seed's few, which the planner may read whole (figure only).
    {
      ...(await explain(
        ledger,
        'financial activity: newest withdrawals (not generated)',
        'SELECT * FROM withdrawals ORDER BY created_at DESC LIMIT 5 OFFSET 0',
        [],
      )),
      figure: true,
    },
    await explain(accounts, 'financial activity: their names', 'SELECT * FROM profiles WHERE id = ANY($1::uuid[]) OFFSET 0', [people]),
  );

  // The admin Overview (gateway admin-directory.controller.ts: overview): one read of kept counts per service
  // (profiles.repository.ts, accounts.repository.ts: OVERVIEW_TOTALS, and stats.repository.ts: overview) and the
  // ledger's 10 newest entries.
  plans.push(
    await explain(
      accounts,
      'admin overview: profile counters',
      `SELECT coalesce(sum(profiles), 0)::int AS "totalUsers",
             coalesce(sum(profiles) FILTER (WHERE account_status IN ('approved', 'active') AND is_active), 0)::int AS "activeUsers",
             coalesce(sum(profiles) FILTER (WHERE account_status = 'pending'), 0)::int AS "pendingAccounts",
             coalesce(sum(profiles) FILTER (WHERE kyc_status = 'pending'), 0)::int AS "pendingKyc",
             (SELECT count(*)::int FROM grant_number_holders WHERE holders > 1) AS "grantConflicts"
      FROM profile_status_counts`,
      [],
    ),
    await explain(
      ledger,
      'admin overview: ledger counters',
      `SELECT (SELECT -coalesce(sum(balance_cents), 0) FROM ledger_accounts WHERE kind <> 'recipient')::bigint AS total_balance,
             coalesce(sum(recipient_entries), 0)::int AS tx_count, coalesce(sum(recipient_volume_cents), 0)::bigint AS tx_volume,
             coalesce(sum(withdrawals), 0)::int AS wd_count, coalesce(sum(withdrawal_cents), 0)::bigint AS wd_volume
        FROM ledger_overview_counters`,
      [],
    ),
    await explain(ledger, "admin overview: newest recipients' entries", recent(10), []),
    await explain(
      payments,
      'admin overview: payments counters',
      `SELECT coalesce(sum(records) FILTER (WHERE kind = 'transfers'), 0)::int AS tr_count,
             coalesce(sum(amount_cents) FILTER (WHERE kind = 'transfers'), 0)::bigint AS tr_volume,
             coalesce(sum(records) FILTER (WHERE kind = 'project_payments'), 0)::int AS pp_count,
             coalesce(sum(amount_cents) FILTER (WHERE kind = 'project_payments'), 0)::bigint AS pp_volume
        FROM move_totals`,
      [],
    ),
  );

  // The ticket lists (tickets.repository.ts, findMany): the admin's (list: newest first, 100 by default), by status
  // and without a filter, and a recipient's own (listOf: newest 200).
  const tickets = (where) => `SELECT * FROM support_tickets WHERE ${where} ORDER BY created_at DESC LIMIT 100 OFFSET 0`;
  plans.push(
    await explain(support, 'admin tickets: status filter (open)', tickets('status = $1'), ['open']),
    await explain(support, 'admin tickets: status and category filter', tickets('status = $1 AND category = $2'), ['resolved', 'kyc']),
    await explain(support, 'admin tickets: no filter', tickets('TRUE'), []),
    await explain(
      support,
      "tickets: the heavy recipient's own",
      'SELECT * FROM support_tickets WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200 OFFSET 0',
      [heavyUserId],
    ),
  );

  // The grant reminder sweeps, each minute (schedule.repository.ts: claimReminders; the milestones they would mark).
  const unreminded = (where) => `SELECT m.id FROM grant_milestones m WHERE m.awaiting_report AND ${where}
      AND NOT EXISTS (SELECT 1 FROM grant_reports r WHERE r.milestone_id = m.id AND r.status <> 'changes_requested')
      ORDER BY m.due_date, m.id LIMIT 500 FOR UPDATE OF m SKIP LOCKED`;
  plans.push(
    await explain(ledger, 'grant reminders sweep: overdue', unreminded('m.reminded_overdue_at IS NULL AND m.due_date < current_date'), []),
    await explain(
      ledger,
      'grant reminders sweep: due within 7 days',
      unreminded('m.reminded_due_at IS NULL AND m.due_date >= current_date AND m.due_date <= current_date + 7'),
      [],
    ),
  );
  return plans;
}
