import { Inject, Injectable } from '@nestjs/common';
import {
  GRANT_SCHEDULE_LIMITS,
  GrantScheduleMessages,
  formatUsd,
  type GrantScheduleView,
  type ReportDecision,
  type ReportQueueItem,
  type ReportStatus,
  type ReportView,
  type ReviewResult,
  type RpcIn,
  type TrancheStatus,
  type TrancheView,
} from '@portal/contracts';
import { RpcErrors, recordAdminAction } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { publishReportDecided } from './events/grant-schedule.events.js';
import { isoDate, toReportView, toScheduleView } from './schedule.mapper.js';
import { ReportAttachmentsService } from './report-attachments.service.js';
import { ScheduleRepository, type GrantWithSchedule } from './schedule.repository.js';
import { trancheStatus } from './tranche-status.js';
import { TrancheReleaser } from './tranche-releaser.js';

const DECISION_ACTIONS = { approved: 'grant_report_approve', changes_requested: 'grant_report_changes', rejected: 'grant_report_reject' } as const;

const today = () => isoDate(new Date());

/**
 * Milestones and progress reports: the recipient submits (and revises) a report per milestone, staff decide.
 * An approval releases the milestone's tranche in the same transaction, under the report's row lock, so two
 * reviewers approving at once release it once (the second finds the report decided).
 */
@Injectable()
export class GrantScheduleService {
  constructor(
    @Inject(ScheduleRepository) private readonly schedules: ScheduleRepository,
    @Inject(TrancheReleaser) private readonly releaser: TrancheReleaser,
    @Inject(ReportAttachmentsService) private readonly attachments: ReportAttachmentsService,
  ) {}

  async schedule({ userId }: RpcIn<'grantSchedule'>): Promise<GrantScheduleView | null> {
    const grant = await this.schedules.grantOf(userId);
    if (!grant) return null;
    const now = today();
    const statuses = new Map<string, TrancheStatus>();
    for (const tranche of grant.tranches) statuses.set(tranche.id, trancheStatus(await this.releaser.facts(grant, tranche.id), now));
    return toScheduleView(grant, statuses, now);
  }

  /**
   * A first report of one of the recipient's own milestones, or its revision after changes were requested. The
   * drafts it names become the new version's files in the same transaction (none of them, or nothing, is kept).
   */
  async submit({ userId, milestoneId, narrative, figures, attachmentIds }: RpcIn<'grantSubmitReport'>): Promise<ReportView> {
    return this.schedules.transaction(async (tx) => {
      const milestone = await this.schedules.milestoneOfUser(milestoneId, userId, tx);
      if (!milestone) throw RpcErrors.notFound(GrantScheduleMessages.milestoneNotFound);
      const existing = await this.schedules.reportOfMilestone(milestoneId, tx);
      if (!existing) {
        const created = await this.schedules.createReport(milestoneId, userId, tx);
        if (!created) throw RpcErrors.conflict(GrantScheduleMessages.reportExists);
        await this.schedules.addVersion(created, 1, narrative, figures, tx);
        await this.attachments.bindDrafts(tx, attachmentIds, { userId, milestoneId, reportId: created, version: 1 });
        return toReportView(await this.schedules.reportWithHistory(created, tx));
      }
      await this.schedules.lockReport(existing.id, tx);
      const version = existing.version + 1;
      if (!(await this.schedules.setStatus(existing.id, 'changes_requested', 'submitted', version, tx))) {
        const current = await this.schedules.reportOfMilestone(milestoneId, tx);
        throw RpcErrors.conflict(current?.status === 'submitted' ? GrantScheduleMessages.reportExists : GrantScheduleMessages.reportNotRevisable);
      }
      await this.schedules.addVersion(existing.id, version, narrative, figures, tx);
      await this.attachments.bindDrafts(tx, attachmentIds, { userId, milestoneId, reportId: existing.id, version });
      return toReportView(await this.schedules.reportWithHistory(existing.id, tx));
    });
  }

  async queue({ filter, limit }: RpcIn<'grantReportQueue'>): Promise<ReportQueueItem[]> {
    const now = new Date(`${today()}T00:00:00Z`);
    const until = new Date(now.getTime() + GRANT_SCHEDULE_LIMITS.dueSoonDays * 86_400_000);
    const rows = await this.schedules.queue(filter, now, until, limit);
    return rows.map((m) => {
      const latest = m.report?.versions[0];
      return {
        milestoneId: m.id,
        milestoneTitle: m.title,
        dueDate: isoDate(m.dueDate),
        overdue: m.dueDate < now,
        grantId: m.grantId,
        grantTitle: m.grant.title,
        userId: m.grant.userId,
        report:
          m.report && latest
            ? {
                id: m.report.id,
                status: m.report.status as ReportStatus,
                version: m.report.version,
                submittedAt: latest.submittedAt.toISOString(),
                narrative: latest.narrative,
              }
            : null,
      };
    });
  }

  /**
   * Decides a submitted report (its current version). Approval releases the milestone's tranches that are due
   * (a spend rule may withhold one) in the same transaction; a release the four-eyes rules refuse refuses the
   * whole decision.
   */
  async review(request: RpcIn<'grantReviewReport'>): Promise<ReviewResult> {
    if (request.decision !== 'approved' && !request.comment?.trim()) throw RpcErrors.validation(GrantScheduleMessages.commentRequired);
    return this.releaser.run((tx) => this.reviewIn(tx, request));
  }

  /**
   * The decision inside `tx` (also an approved four-eyes request's, with `secondApproval`: its release is past the
   * four-eyes checks).
   */
  async reviewIn(
    tx: Db,
    { reportId, actorId, decision, comment }: RpcIn<'grantReviewReport'>,
    { secondApproval = false }: { secondApproval?: boolean } = {},
  ): Promise<ReviewResult> {
    const note = comment?.trim() || null;
    if (!(await this.schedules.lockReport(reportId, tx))) throw RpcErrors.notFound(GrantScheduleMessages.reportNotFound);
    const report = await this.schedules.reportWithMilestone(reportId, tx);
    if (!report) throw RpcErrors.notFound(GrantScheduleMessages.reportNotFound);
    if (!(await this.schedules.setStatus(reportId, 'submitted', decision, report.version, tx))) throw RpcErrors.conflict(GrantScheduleMessages.reportDecided);
    await this.schedules.addDecision(reportId, report.version, decision, note, actorId, tx);
    const grant = await this.schedules.grantById(report.milestone.grantId, tx);
    await this.audit(tx, grant, report.milestone.title, report.version, decision, note, actorId, reportId);
    const decided = { reportId, userId: grant.userId, grantTitle: grant.title, milestoneTitle: report.milestone.title, version: report.version };
    await publishReportDecided(tx, decided, decision, note);
    let released: TrancheView | null = null;
    if (decision === 'approved') {
      for (const tranche of report.milestone.tranches) {
        const done = await this.releaser.releaseIn(tx, tranche.id, actorId, { requireDue: false, secondApproval });
        released ??= done;
      }
    }
    return { report: toReportView(await this.schedules.reportWithHistory(reportId, tx)), released };
  }

  /**
   * What a four-eyes request for a report's approval records: the recipient, the milestone, and what its approval
   * would release (its tranches not yet paid in). Only a report under review may be asked for.
   */
  async approvalRequestOf(reportId: string): Promise<{ userId: string; milestoneTitle: string; amountCents: number }> {
    const report = await this.schedules.reportWithMilestone(reportId);
    if (!report) throw RpcErrors.notFound(GrantScheduleMessages.reportNotFound);
    if (report.status !== 'submitted') throw RpcErrors.conflict(GrantScheduleMessages.reportDecided);
    const grant = await this.schedules.grantById(report.milestone.grantId);
    const amountCents = report.milestone.tranches.filter((t) => t.releasedAt === null).reduce((sum, t) => sum + Number(t.amountCents), 0);
    return { userId: grant.userId, milestoneTitle: report.milestone.title, amountCents };
  }

  async release({ trancheId, actorId }: RpcIn<'grantReleaseTranche'>): Promise<TrancheView> {
    return this.releaser.run(async (tx) => {
      const released = await this.releaser.releaseIn(tx, trancheId, actorId, { requireDue: true });
      if (!released) throw new Error(`Tranche ${trancheId} was neither released nor refused`);
      return released;
    });
  }

  private async audit(
    tx: Db,
    grant: GrantWithSchedule,
    milestone: string,
    version: number,
    decision: ReportDecision,
    note: string | null,
    actorId: string,
    reportId: string,
  ) {
    await recordAdminAction(tx, {
      service: 'ledger-withdrawals',
      actorId,
      action: DECISION_ACTIONS[decision],
      targetType: 'grant_report',
      targetId: reportId,
      userId: grant.userId,
      oldValue: 'submitted',
      newValue: decision,
      description:
        `Progress report "${milestone}" (version ${version}) of ${grant.title} (${formatUsd(Number(grant.totalCents))}): ${decision.replace('_', ' ')}${note ? `: ${note}` : ''}`.slice(
          0,
          1000,
        ),
    });
  }
}
