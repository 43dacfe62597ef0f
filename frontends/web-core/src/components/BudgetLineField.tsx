import { useTranslation } from 'react-i18next';
import { BUDGET_LINES, type BudgetLine } from '@portal/contracts/web';
import { useBudgetLineName } from '../i18n/use-budget-line-name';
import { SelectField } from './SelectField';

export interface BudgetLineFieldProps {
  id: string;
  /** The recipient's choice; '' leaves the payment on its default line. */
  value: BudgetLine | '';
  /** The line the payment counts against when none is chosen (contracts' budgetLineOf). */
  defaultLine: BudgetLine;
  onChange: (line: BudgetLine | '') => void;
}

/** Which line of the grant's budget a payment counts against: every payment form asks it the same way. */
export function BudgetLineField({ id, value, defaultLine, onChange }: BudgetLineFieldProps) {
  const { t } = useTranslation();
  const lineName = useBudgetLineName();
  return (
    <SelectField
      id={id}
      label={t('budget.lineField')}
      value={value}
      options={[
        { value: '', label: t('budget.lineDefaultIs', { line: lineName(defaultLine) }) },
        ...BUDGET_LINES.map((line) => ({ value: line, label: lineName(line) })),
      ]}
      onChange={onChange}
    />
  );
}
