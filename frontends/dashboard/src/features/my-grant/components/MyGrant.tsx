import { useTranslation } from 'react-i18next';
import { formatUsd, type MilestoneView, type TrancheView } from '@portal/contracts/web';
import { useOpenReportAttachment } from '@portal/web-core';
import { Alert, QueryStatus, REPORT_STATUS_LABEL, ReportHistory, StatusBadge, TRANCHE_STATUS_LABEL, TRANCHE_STATUS_TONE } from '@portal/web-core/ui';
import { useMyGrant, useSubmitReport } from '../api/my-grant';
import { GrantBudget } from './GrantBudget';
import { ReportForm } from './ReportForm';

/** "My grant": the tranche timeline, the next report due, and each milestone's report with its history and form. */
export function MyGrant() {
  const { t } = useTranslation();
  const grant = useMyGrant();
  if (grant.data === undefined)
    return <QueryStatus query={grant} loading={t('grant.loading')} errorText={() => t('grant.loadFailed')} retryLabel={t('common.retry')} />;
  if (grant.data === null) return <p>{t('grant.none')}</p>;
  const g = grant.data;
  const milestoneTitle = (id: string | null) => g.milestones.find((m) => m.id === id)?.title ?? '';
  return (
    <section aria-labelledby="my-grant-title" className="card">
      <h2 id="my-grant-title">{t('grant.title')}</h2>
      <p>
        <strong>{g.title}</strong> — {t('grant.released', { released: formatUsd(g.releasedCents), total: formatUsd(g.totalCents) })}
      </p>
      {g.nextReportDue && (
        <Alert tone={g.nextReportDue.overdue ? 'warning' : 'info'}>
          {t(g.nextReportDue.overdue ? 'grant.nextReportOverdue' : 'grant.nextReport', { title: g.nextReportDue.title, date: g.nextReportDue.dueDate })}
        </Alert>
      )}
      <h3>{t('grant.tranches')}</h3>
      <ol aria-label={t('grant.tranches')}>
        {g.tranches.map((tranche) => (
          <TrancheItem key={tranche.id} tranche={tranche} milestone={milestoneTitle(tranche.milestoneId)} />
        ))}
      </ol>
      {g.milestones.length > 0 && <h3>{t('grant.milestones')}</h3>}
      {g.milestones.map((m) => (
        <MilestoneItem key={m.id} milestone={m} />
      ))}
      <GrantBudget />
    </section>
  );
}

function TrancheItem({ tranche, milestone }: { tranche: TrancheView; milestone: string }) {
  const { t } = useTranslation();
  return (
    <li data-testid={`tranche-${tranche.number}`}>
      {t('grant.tranche', { number: tranche.number })}: {formatUsd(tranche.amountCents)}{' '}
      <StatusBadge tone={TRANCHE_STATUS_TONE[tranche.status]} status={tranche.status}>
        {t(TRANCHE_STATUS_LABEL[tranche.status])}
      </StatusBadge>{' '}
      {tranche.milestoneId ? t('grant.onMilestone', { milestone }) : t('grant.planned', { date: tranche.plannedDate })}
      {tranche.minSpentPercent !== null && <> · {t('grant.spendRule', { percent: tranche.minSpentPercent })}</>}
    </li>
  );
}

function MilestoneItem({ milestone }: { milestone: MilestoneView }) {
  const { t } = useTranslation();
  // Held here, not in the form: the form goes once the report is under review, the confirmation stays.
  const submit = useSubmitReport(milestone.id);
  const openFile = useOpenReportAttachment('recipient');
  const report = milestone.report;
  const open = !report || report.status === 'changes_requested';
  return (
    <article aria-label={milestone.title}>
      <h4>
        {milestone.title} — {t('grant.due', { date: milestone.dueDate })}
      </h4>
      <p>{t(REPORT_STATUS_LABEL[report?.status ?? 'none'])}</p>
      {report && <ReportHistory report={report} open={report.status === 'changes_requested'} openAttachment={(id) => openFile.mutate(id)} />}
      {openFile.error && <Alert tone="error">{t('grant.attachmentOpenFailed')}</Alert>}
      {submit.isSuccess && !open && <Alert tone="success">{t('grant.submitted')}</Alert>}
      {open && <ReportForm milestone={milestone} submit={submit} />}
    </article>
  );
}
