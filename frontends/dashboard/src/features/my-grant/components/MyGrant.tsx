import { useTranslation } from 'react-i18next';
import { formatUsd, type MilestoneView, type ReportDecision, type ReportStatus, type TrancheView } from '@portal/contracts/web';
import { Alert, QueryStatus, StatusBadge, TRANCHE_STATUS_LABEL, TRANCHE_STATUS_TONE } from '@portal/web-core/ui';
import { useMyGrant } from '../api/my-grant';
import { GrantBudget } from './GrantBudget';
import { ReportForm } from './ReportForm';

const REPORT_LABEL = {
  none: 'grant.reportNone',
  submitted: 'grant.reportSubmitted',
  changes_requested: 'grant.reportChangesRequested',
  approved: 'grant.reportApproved',
  rejected: 'grant.reportRejected',
} as const satisfies Record<ReportStatus | 'none', string>;
const DECISION_LABEL = {
  approved: 'grant.decisionApproved',
  changes_requested: 'grant.decisionChangesRequested',
  rejected: 'grant.decisionRejected',
} as const satisfies Record<ReportDecision, string>;

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
  const report = milestone.report;
  const open = !report || report.status === 'changes_requested';
  return (
    <article aria-label={milestone.title}>
      <h4>
        {milestone.title} — {t('grant.due', { date: milestone.dueDate })}
      </h4>
      <p>{t(REPORT_LABEL[report?.status ?? 'none'])}</p>
      {report && (
        <details open={report.status === 'changes_requested'}>
          <summary>{t('grant.history')}</summary>
          <ul>
            {report.versions.map((v) => {
              const decision = report.decisions.find((d) => d.version === v.version);
              return (
                <li key={v.version}>
                  {t('grant.version', { version: v.version, date: v.submittedAt.slice(0, 10) })}: {v.narrative}
                  {decision && (
                    <div>
                      {t(DECISION_LABEL[decision.decision])}
                      {decision.comment && <>: {decision.comment}</>}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      )}
      {open && <ReportForm milestone={milestone} />}
    </article>
  );
}
