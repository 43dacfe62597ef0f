import { useTranslation } from 'react-i18next';
import { BUDGET_LINES, parseUsdToCents, type BudgetLine, type BudgetMode, type SetBudgetBody } from '@portal/contracts/web';
import { useBudgetLineName } from '@portal/web-core';
import { Field, SelectField, UsdAmountInput } from '@portal/web-core/ui';

/** A grant budget as typed: each line's amount in dollars, and whether a payment above its line is blocked. */
export interface BudgetDraft {
  amounts: Record<BudgetLine, string>;
  mode: BudgetMode;
}

/** A draft from each line's amount in cents (missing lines empty). */
export function budgetDraftOf(cents: Partial<Record<BudgetLine, number>>, mode: BudgetMode): BudgetDraft {
  const amounts = Object.fromEntries(BUDGET_LINES.map((line) => [line, cents[line] === undefined ? '' : (cents[line] / 100).toFixed(2)]));
  return { amounts: amounts as Record<BudgetLine, string>, mode };
}

/** The body the budget routes take: each line in cents (an empty line is 0). */
export function budgetBodyOf(draft: BudgetDraft): SetBudgetBody {
  const lines = Object.fromEntries(BUDGET_LINES.map((line) => [line, parseUsdToCents(draft.amounts[line] || '0') ?? 0]));
  return { lines, mode: draft.mode };
}

interface Props {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  draft: BudgetDraft;
  onChange: (draft: BudgetDraft) => void;
  /** Why the lines are refused (they must add up to the award), shown under them. */
  error?: string;
}

/** The five budget lines and the mode, as staff set them at award or later on the grant's page. */
export function BudgetLinesFields({ idPrefix, draft, onChange, error }: Props) {
  const { t } = useTranslation();
  const lineName = useBudgetLineName();
  const errorId = `${idPrefix}-lines-error`;
  return (
    <fieldset className="adm-budget-lines" aria-describedby={error ? errorId : undefined}>
      <legend>{t('budget.setBudget')}</legend>
      {BUDGET_LINES.map((line) => (
        <Field key={line} id={`${idPrefix}-${line}`} label={lineName(line)}>
          <UsdAmountInput
            id={`${idPrefix}-${line}`}
            aria-invalid={error ? true : undefined}
            value={draft.amounts[line]}
            onChange={(e) => onChange({ ...draft, amounts: { ...draft.amounts, [line]: e.target.value } })}
          />
        </Field>
      ))}
      <SelectField
        id={`${idPrefix}-mode`}
        label={t('budget.mode')}
        value={draft.mode}
        options={[
          { value: 'block', label: t('budget.mode_block') },
          { value: 'warn', label: t('budget.mode_warn') },
        ]}
        onChange={(mode) => onChange({ ...draft, mode })}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
