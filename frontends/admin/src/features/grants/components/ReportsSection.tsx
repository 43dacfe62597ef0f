import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Api, ApprovalMessages, type GrantScheduleView, type MilestoneView } from '@portal/contracts/web';
import { newIdempotencyKey, useMayCall, useOpenReportAttachment, useServerText } from '@portal/web-core';
import { Alert, AttachmentList, Field, REPORT_STATUS_LABEL, REPORT_STATUS_TONE, ReportFigures, ReportHistory, StatusBadge } from '@portal/web-core/ui';
import { isFourEyesRefusal, useFourEyesThreshold, useRequestApproval } from '../../../lib/approvals-query';
import { useReviewReport, type ReportReview } from '../api/grant-admin';

/** The grant's milestones with their progress reports; a submitted report is decided here. */
export function ReportsSection({ userId, schedule }: { userId: string; schedule: GrantScheduleView }) {
  const { t } = useTranslation();
  if (schedule.milestones.length === 0) return null;
  return (
    <section className="card" aria-labelledby="grant-reports-title">
      <h2 id="grant-reports-title">{t('budget.reports')}</h2>
      {schedule.milestones.map((milestone) => (
        <MilestoneReport key={milestone.id} userId={userId} milestone={milestone} />
      ))}
    </section>
  );
}

function MilestoneReport({ userId, milestone }: { userId: string; milestone: MilestoneView }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  // Held here, not in the form: the form goes once the report is decided, the decision's outcome stays in view.
  const review = useReviewReport(userId);
  // The review is offered to the roles that may decide a report (the auditor reads it).
  const mayReview = useMayCall(Api.admin.approveGrantReport);
  const thresholdCents = useFourEyesThreshold();
  const requestApproval = useRequestApproval();
  // Staff open any recipient's file through the admin link route (asking and opening are audited).
  const openFile = useOpenReportAttachment('staff');
  const report = milestone.report;
  // The release an approval makes is a credit under the four-eyes rules: when they hold it back, a second admin approves.
  const heldBack = report && isFourEyesRefusal(review.error, thresholdCents) ? review.error.message : null;
  const askSecondAdmin = () => report && requestApproval.mutate({ kind: 'report_approval', userId, reportId: report.id, idempotencyKey: newIdempotencyKey() });
  const status = report?.status ?? 'none';
  const latest = report?.versions.at(-1);
  return (
    <article className="adm-report" aria-label={milestone.title}>
      <h3>
        {milestone.title} — {t('grant.due', { date: milestone.dueDate })}
      </h3>
      <StatusBadge tone={REPORT_STATUS_TONE[status]} status={status}>
        {t(REPORT_STATUS_LABEL[status])}
      </StatusBadge>
      {report && latest && report.status === 'submitted' && (
        <>
          <p className="adm-report-narrative">{latest.narrative}</p>
          <ReportFigures figures={latest.figures} />
          <AttachmentList attachments={latest.attachments} onOpen={(id) => openFile.mutate(id)} />
          {mayReview && <ReviewForm review={review} reportId={report.id} milestoneTitle={milestone.title} />}
        </>
      )}
      {heldBack && mayReview && !requestApproval.isSuccess && (
        <div className="adm-dialog-actions">
          <Alert tone="warning">{heldBack}</Alert>
          <button type="button" className="btn btn-primary btn-sm" disabled={requestApproval.isPending} onClick={askSecondAdmin}>
            Request Approval
          </button>
        </div>
      )}
      {requestApproval.isSuccess && <Alert tone="success">{ApprovalMessages.requested}</Alert>}
      {requestApproval.error && <Alert tone="error">{serverText(requestApproval.error.message)}</Alert>}
      {review.error && !heldBack && <Alert tone="error">{serverText(review.error.message)}</Alert>}
      {review.isSuccess && <Alert tone="success">{t('budget.reviewSaved')}</Alert>}
      {openFile.error && <Alert tone="error">{t('grant.attachmentOpenFailed')}</Alert>}
      {report && <ReportHistory report={report} openAttachment={(id) => openFile.mutate(id)} />}
    </article>
  );
}

/** Approve, request changes or reject: the comment goes to the recipient, and is required for the last two. */
function ReviewForm({ review, reportId, milestoneTitle }: { review: ReturnType<typeof useReviewReport>; reportId: string; milestoneTitle: string }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const id = `review-${reportId}`;
  const decide = (decision: ReportReview['decision']) => review.mutate({ reportId, decision, comment });
  return (
    <div role="group" aria-label={milestoneTitle}>
      <Field id={id} label={t('budget.reviewComment')}>
        <textarea id={id} className="input" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      <div className="adm-dialog-actions">
        <button type="button" className="btn btn-primary btn-sm" disabled={review.isPending} onClick={() => decide('approve')}>
          {t('budget.approveReport')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={review.isPending} onClick={() => decide('changes')}>
          {t('budget.requestChanges')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={review.isPending} onClick={() => decide('reject')}>
          {t('budget.rejectReport')}
        </button>
      </div>
    </div>
  );
}
