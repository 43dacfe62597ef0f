import { Events, type ReportDecision } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from '@portal/service-kit';

/** What the grant schedule publishes, each written to the outbox in the caller's transaction. */

/** A report was decided: the recipient is told, with the reviewer's comment. */
export function publishReportDecided(
  tx: SqlExecutor,
  report: { reportId: string; userId: string; grantTitle: string; milestoneTitle: string; version: number },
  decision: ReportDecision,
  comment: string | null,
): Promise<string> {
  return enqueueEvent(tx, Events.grantReportDecided, { ...report, decision, comment, at: new Date().toISOString() });
}

/** A tranche was paid in. */
export function publishTrancheReleased(
  tx: SqlExecutor,
  tranche: { trancheId: string; userId: string; grantTitle: string; number: number; amountCents: number; transactionNumber: string },
): Promise<string> {
  return enqueueEvent(tx, Events.grantTrancheReleased, { ...tranche, at: new Date().toISOString() });
}

/** A milestone's report is due soon, or overdue: the recipient is reminded. */
export function publishReportDue(
  tx: SqlExecutor,
  reminder: { milestoneId: string; userId: string; grantTitle: string; milestoneTitle: string; dueDate: string },
  overdue: boolean,
): Promise<string> {
  return enqueueEvent(tx, Events.grantReportDue, { ...reminder, overdue, at: new Date().toISOString() });
}
