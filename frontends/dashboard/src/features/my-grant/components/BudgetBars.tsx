import { useTranslation } from 'react-i18next';
import type { GrantBudgetView } from '@portal/contracts/web';
import { useBudgetLineName } from '@portal/web-core';
import { StackedBarsFigure, useChartFormat } from '@portal/web-core/charts';

/** Each budget line as one bar: spent, committed and remaining stacked up to the line's budget (loaded lazily with the chart library). */
export default function BudgetBars({ budget }: { budget: GrantBudgetView }) {
  const { t } = useTranslation();
  const lineName = useBudgetLineName();
  const f = useChartFormat();
  const sum = (pick: (l: GrantBudgetView['lines'][number]) => number) => budget.lines.reduce((s, l) => s + pick(l), 0);
  return (
    <StackedBarsFigure
      title={t('budget.chartTitle')}
      summary={t('budget.chartSummary', {
        budget: f.amount(sum((l) => l.budgetCents)),
        spent: f.amount(sum((l) => l.spentCents)),
        committed: f.amount(sum((l) => l.committedCents)),
        remaining: f.amount(sum((l) => l.remainingCents)),
      })}
      columns={budget.lines.map((l) => ({
        x: l.line,
        values: { spent: l.spentCents, committed: l.committedCents, remaining: Math.max(l.remainingCents, 0) },
      }))}
      series={[
        { key: 'spent', label: t('budget.spent') },
        { key: 'committed', label: t('budget.committed') },
        { key: 'remaining', label: t('budget.remaining') },
      ]}
      xHeading={t('budget.line')}
      totalHeading={t('budget.total')}
      formatTick={lineName}
      formatX={lineName}
      formatValue={f.amount}
      formatAxis={f.axisAmount}
    />
  );
}
