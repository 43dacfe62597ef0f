import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { ReportQueueFilter, ReportStatus } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { VERSION_ATTACHMENTS } from './report-attachments.repository.js';

/** A report's versions, oldest first, each with its files. */
const VERSIONS = { orderBy: { version: 'asc' }, include: { attachments: VERSION_ATTACHMENTS } } as const satisfies Prisma.GrantReport$versionsArgs;

/** A grant with its milestones (each with its report, versions and decisions) and its tranches, in order. */
export const SCHEDULE_INCLUDE = {
  milestones: {
    orderBy: { number: 'asc' },
    include: { report: { include: { versions: VERSIONS, decisions: { orderBy: { version: 'asc' } } } } },
  },
  tranches: { orderBy: { number: 'asc' } },
} as const satisfies Prisma.GrantInclude;
/** A milestone whose recipient is reminded of its report. */
export interface DueReminder {
  milestoneId: string;
  userId: string;
  grantTitle: string;
  milestoneTitle: string;
  dueDate: string;
}

export type GrantWithSchedule = Prisma.GrantGetPayload<{ include: typeof SCHEDULE_INCLUDE }>;
export type ReportWithHistory = NonNullable<GrantWithSchedule['milestones'][number]['report']>;

/** The categories of the recipient's own spending (what the spend rule counts): payments out and their fees, net of refunds. */
const SPENDING_CATEGORIES = ['withdrawal', 'transfer', 'payment', 'fee'];

/** Grant schedules, milestones and progress reports. Methods take a transaction when they are part of one. */
@Injectable()
export class ScheduleRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  grantOf(userId: string, tx: Db = this.db): Promise<GrantWithSchedule | null> {
    return tx.grant.findUnique({ where: { userId }, include: SCHEDULE_INCLUDE });
  }

  grantById(grantId: string, tx: Db = this.db): Promise<GrantWithSchedule> {
    return tx.grant.findUniqueOrThrow({ where: { id: grantId }, include: SCHEDULE_INCLUDE });
  }

  /**
   * What the recipient spent from their account after the posting `postingKey` (a tranche's release): the net
   * outflow in the spending categories. 0 when that posting is not on the account.
   */
  async spentSince(userId: string, postingKey: string, tx: Db = this.db): Promise<bigint> {
    const [row] = await tx.$queryRaw<{ spent: bigint }[]>`
      WITH acct AS (SELECT id FROM ledger_accounts WHERE user_id = ${userId}::uuid),
           since AS (SELECT e.id FROM ledger_entries e JOIN postings p ON p.id = e.posting_id
                      WHERE p.idempotency_key = ${postingKey} AND e.account_id = (SELECT id FROM acct))
      SELECT COALESCE(-SUM(e.amount_cents), 0)::bigint AS spent FROM ledger_entries e
       WHERE e.account_id = (SELECT id FROM acct) AND e.id > (SELECT id FROM since)
         AND e.category = ANY(${SPENDING_CATEGORIES}::text[])`;
    return row?.spent ?? 0n;
  }

  /** Locks a row of `table` by id until the transaction ends; false when there is none. */
  private async lock(table: 'grant_tranches' | 'grant_reports' | 'grants', id: string, tx: Db): Promise<boolean> {
    const rows = await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM ${table} WHERE id = $1::uuid FOR UPDATE`, id);
    return rows.length > 0;
  }

  lockTranche(id: string, tx: Db): Promise<boolean> {
    return this.lock('grant_tranches', id, tx);
  }

  lockReport(id: string, tx: Db): Promise<boolean> {
    return this.lock('grant_reports', id, tx);
  }

  lockGrant(id: string, tx: Db): Promise<boolean> {
    return this.lock('grants', id, tx);
  }

  trancheWithGrant(id: string, tx: Db) {
    return tx.grantTranche.findUnique({ where: { id }, include: { grant: { include: SCHEDULE_INCLUDE } } });
  }

  reportWithMilestone(id: string, tx: Db = this.db) {
    return tx.grantReport.findUnique({ where: { id }, include: { milestone: { include: { tranches: { orderBy: { number: 'asc' } } } } } });
  }

  milestoneOfUser(milestoneId: string, userId: string, tx: Db) {
    return tx.grantMilestone.findFirst({ where: { id: milestoneId, grant: { userId } } });
  }

  reportOfMilestone(milestoneId: string, tx: Db) {
    return tx.grantReport.findUnique({ where: { milestoneId } });
  }

  /** A milestone's first report; null when another submission made it first (one report per milestone). */
  async createReport(milestoneId: string, userId: string, tx: Db): Promise<string | null> {
    const id = randomUUID();
    const rows = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO grant_reports (id, milestone_id, user_id, status, version) VALUES (${id}::uuid, ${milestoneId}::uuid, ${userId}::uuid, 'submitted', 1)
      ON CONFLICT (milestone_id) DO NOTHING RETURNING id`;
    return rows[0]?.id ?? null;
  }

  async addVersion(reportId: string, version: number, narrative: string, figures: { label: string; value: number }[], tx: Db): Promise<void> {
    await tx.grantReportVersion.create({ data: { id: randomUUID(), reportId, version, narrative, figures } });
  }

  /** Moves the report from `from` to `to` (conditionally: a racing change moves it once); false when it was not in `from`. */
  async setStatus(reportId: string, from: ReportStatus, to: ReportStatus, version: number, tx: Db): Promise<boolean> {
    const { count } = await tx.grantReport.updateMany({ where: { id: reportId, status: from }, data: { status: to, version, updatedAt: new Date() } });
    return count === 1;
  }

  async addDecision(reportId: string, version: number, decision: string, comment: string | null, actorId: string, tx: Db): Promise<void> {
    await tx.grantReportDecision.create({ data: { id: randomUUID(), reportId, version, decision, comment, actorId } });
  }

  reportWithHistory(reportId: string, tx: Db = this.db): Promise<ReportWithHistory> {
    return tx.grantReport.findUniqueOrThrow({
      where: { id: reportId },
      include: { versions: VERSIONS, decisions: { orderBy: { version: 'asc' } } },
    });
  }

  /** Marks the tranche released by `postingKey` (only if it is not yet) and adds its amount to the grant's released total. */
  async markReleased(
    tranche: { id: string; grantId: string; amountCents: bigint },
    postingKey: string,
    transactionNumber: string,
    actorId: string,
    tx: Db,
  ): Promise<boolean> {
    const { count } = await tx.grantTranche.updateMany({
      where: { id: tranche.id, releasedAt: null },
      data: { releasePostingKey: postingKey, transactionNumber, releasedAt: new Date(), releasedBy: actorId },
    });
    if (count !== 1) return false;
    // The table's check (released_cents <= total_cents) refuses a release beyond the award total.
    await tx.$executeRaw`UPDATE grants SET released_cents = released_cents + ${tranche.amountCents} WHERE id = ${tranche.grantId}::uuid`;
    return true;
  }

  /** The review queue: submitted reports, or milestones awaiting a report that are due soon or overdue; earliest due first. */
  queue(filter: ReportQueueFilter, today: Date, dueSoonUntil: Date, limit: number) {
    const awaiting: Prisma.GrantMilestoneWhereInput = { OR: [{ report: { is: null } }, { report: { is: { status: 'changes_requested' } } }] };
    const where: Prisma.GrantMilestoneWhereInput =
      filter === 'submitted'
        ? { report: { is: { status: 'submitted' } } }
        : filter === 'due'
          ? { ...awaiting, dueDate: { gte: today, lte: dueSoonUntil } }
          : { ...awaiting, dueDate: { lt: today } };
    return this.db.grantMilestone.findMany({
      where,
      include: { grant: true, report: { include: { versions: { orderBy: { version: 'desc' }, take: 1 } } } },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      take: limit,
    });
  }

  /**
   * Marks up to `limit` milestones whose recipient is due a reminder as reminded, and answers them: `due`, those
   * due within `daysBefore` days (today included); `overdue`, those past their date. Only milestones whose report
   * is missing or sent back for changes (narrowed first by awaiting_report, which a trigger on the reports keeps, to
   * read from the partial indexes of migration 0026), each reminder once (the column it sets). Inside the transaction that puts
   * the reminders' events in the outbox; SKIP LOCKED lets two sweeps run side by side without waiting.
   */
  async claimReminders(kind: 'due' | 'overdue', today: string, daysBefore: number, limit: number, tx: Db): Promise<DueReminder[]> {
    const overdue = kind === 'overdue';
    return tx.$queryRaw<DueReminder[]>`
      WITH due AS (
        SELECT m.id FROM grant_milestones m
         WHERE m.awaiting_report
           AND (CASE WHEN ${overdue} THEN m.reminded_overdue_at IS NULL AND m.due_date < ${today}::date
                     ELSE m.reminded_due_at IS NULL AND m.due_date >= ${today}::date AND m.due_date <= ${today}::date + ${daysBefore}::int END)
           AND NOT EXISTS (SELECT 1 FROM grant_reports r WHERE r.milestone_id = m.id AND r.status <> 'changes_requested')
         ORDER BY m.due_date, m.id
         LIMIT ${limit}
         FOR UPDATE OF m SKIP LOCKED)
      UPDATE grant_milestones m
         SET reminded_due_at = CASE WHEN ${overdue} THEN m.reminded_due_at ELSE now() END,
             reminded_overdue_at = CASE WHEN ${overdue} THEN now() ELSE m.reminded_overdue_at END
        FROM due, grants g
       WHERE m.id = due.id AND g.id = m.grant_id
      RETURNING m.id::text AS "milestoneId", g.user_id::text AS "userId", g.title AS "grantTitle", m.title AS "milestoneTitle",
                to_char(m.due_date, 'YYYY-MM-DD') AS "dueDate"`;
  }
}
