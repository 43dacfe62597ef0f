import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetLine } from '@portal/contracts/web';

/** A grant budget line (`equipment`, `travel` …) by its name in the page's language. */
export function useBudgetLineName(): (line: BudgetLine | string) => string {
  const { t } = useTranslation();
  return useCallback((line) => t(`budget.lineNames.${line as BudgetLine}`), [t]);
}
