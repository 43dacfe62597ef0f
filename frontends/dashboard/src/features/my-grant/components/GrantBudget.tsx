import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd, type ReallocationStatus } from '@portal/contracts/web';
import { useBudgetLineName } from '@portal/web-core';
import { ChartBoundary, ChartSkeleton } from '@portal/web-core/chart-skeleton';
import { Alert, QueryStatus, StatusBadge, type BadgeTone } from '@portal/web-core/ui';
import { useGrantBudget } from '../api/grant-budget';
import { ReallocationForm } from './ReallocationForm';

// The bars and their chart library load in a chunk of their own, after the budget's figures are on screen.
const BudgetBars = lazy(() => import('./BudgetBars'));

const STATUS_TONE: Record<ReallocationStatus, BadgeTone> = { pending: 'info', approved: 'success', rejected: 'warning' };

/** "My grant" budget: each line's budget, spent, committed and remaining (bars and words), the reallocation form and its history. */
export function GrantBudget() {
  const { t } = useTranslation();
  const lineName = useBudgetLineName();
  const budget = useGrantBudget();
  // Shown below the schedule, which already says the grant is loading: only a failure is reported here.
  if (budget.isError) return <QueryStatus query={budget} loading="" errorText={() => t('grant.loadFailed')} retryLabel={t('common.retry')} />;
  if (!budget.data) return null;
  const b = budget.data;
  return (
    <section aria-labelledby="grant-budget-title">
      <h3 id="grant-budget-title">{t('budget.title')}</h3>
      {b.budgetSet ? <p>{t(b.mode === 'block' ? 'budget.modeBlock' : 'budget.modeWarn')}</p> : <Alert tone="info">{t('budget.notSet')}</Alert>}
      <ChartBoundary fallback={null}>
        <Suspense fallback={<ChartSkeleton label={t('charts.loading')} count={1} />}>
          <BudgetBars budget={b} />
        </Suspense>
      </ChartBoundary>
      <ul aria-label={t('budget.chartTitle')}>
        {b.lines.map((l) => (
          <li key={l.line} data-testid={`budget-${l.line}`}>
            {t('budget.lineSummary', {
              line: lineName(l.line),
              budget: formatUsd(l.budgetCents),
              original: formatUsd(l.originalCents),
              spent: formatUsd(l.spentCents),
              committed: formatUsd(l.committedCents),
              remaining: formatUsd(l.remainingCents),
            })}
            {l.flaggedCount > 0 && (
              <>
                {' '}
                <StatusBadge tone="warning" status="flagged">
                  {t('budget.flagged')} ({l.flaggedCount})
                </StatusBadge>
              </>
            )}
          </li>
        ))}
      </ul>
      {b.budgetSet && <ReallocationForm />}
      {b.reallocations.length > 0 && (
        <>
          <h4>{t('budget.history')}</h4>
          <ul aria-label={t('budget.history')}>
            {b.reallocations.map((r) => (
              <li key={r.id}>
                {t('budget.move', { amount: formatUsd(r.amountCents), from: lineName(r.fromLine), to: lineName(r.toLine), reason: r.reason })}{' '}
                <StatusBadge tone={STATUS_TONE[r.status]} status={r.status}>
                  {t(`budget.status_${r.status}`)}
                </StatusBadge>
                {r.comment && <>: {r.comment}</>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
