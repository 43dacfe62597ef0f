import {
  ReportFigureSchema,
  type GrantScheduleView,
  type ReportDecision,
  type ReportStatus,
  type ReportView,
  type TrancheStatus,
  type TrancheView,
} from '@portal/contracts';
import { z } from 'zod';
import type { GrantTranche } from '../generated/prisma/client.js';
import { toCents } from '../ledger/transaction.mapper.js';
import { toAttachmentView } from './attachment.mapper.js';
import type { GrantWithSchedule, ReportWithHistory } from './schedule.repository.js';

const Figures = z.array(ReportFigureSchema);

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function toReportView(report: ReportWithHistory): ReportView {
  return {
    id: report.id,
    milestoneId: report.milestoneId,
    status: report.status as ReportStatus,
    version: report.version,
    versions: report.versions.map((v) => ({
      version: v.version,
      narrative: v.narrative,
      figures: Figures.parse(v.figures),
      submittedAt: v.submittedAt.toISOString(),
      attachments: v.attachments.map(toAttachmentView),
    })),
    decisions: report.decisions.map((d) => ({
      version: d.version,
      decision: d.decision as ReportDecision,
      comment: d.comment,
      decidedAt: d.decidedAt.toISOString(),
    })),
  };
}

export function toTrancheView(tranche: GrantTranche, status: TrancheStatus): TrancheView {
  return {
    id: tranche.id,
    number: tranche.number,
    amountCents: toCents(tranche.amountCents),
    plannedDate: isoDate(tranche.plannedDate),
    milestoneId: tranche.milestoneId,
    minSpentPercent: tranche.minSpentPercent,
    status,
    releasedAt: tranche.releasedAt?.toISOString() ?? null,
    transactionNumber: tranche.transactionNumber,
  };
}

export function toScheduleView(grant: GrantWithSchedule, statuses: Map<string, TrancheStatus>, today: string): GrantScheduleView {
  const waiting = grant.milestones.find((m) => !m.report || m.report.status === 'changes_requested');
  return {
    grantId: grant.id,
    title: grant.title,
    totalCents: toCents(grant.totalCents),
    releasedCents: toCents(grant.releasedCents),
    tranches: grant.tranches.map((t) => toTrancheView(t, statuses.get(t.id) ?? 'scheduled')),
    milestones: grant.milestones.map((m) => ({
      id: m.id,
      number: m.number,
      title: m.title,
      dueDate: isoDate(m.dueDate),
      report: m.report ? toReportView(m.report) : null,
    })),
    nextReportDue: waiting
      ? { milestoneId: waiting.id, title: waiting.title, dueDate: isoDate(waiting.dueDate), overdue: isoDate(waiting.dueDate) < today }
      : null,
  };
}
