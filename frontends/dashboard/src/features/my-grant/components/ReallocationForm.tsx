import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_LINES, parseUsdToCents, type BudgetLine } from '@portal/contracts/web';
import { ReallocationBodySchema } from '@portal/contracts/schemas';
import { useBudgetLineName, useServerText } from '@portal/web-core';
import { Alert, Field, SelectField, UsdAmountInput } from '@portal/web-core/ui';
import { useRequestReallocation } from '../api/grant-budget';

/** The recipient's request to move an amount between two budget lines, checked by the contract's schema before it is sent. */
export function ReallocationForm() {
  const { t } = useTranslation();
  const lineName = useBudgetLineName();
  const serverText = useServerText();
  const [fromLine, setFrom] = useState<BudgetLine>('other');
  const [toLine, setTo] = useState<BudgetLine>('equipment');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestReallocation();
  const options = BUDGET_LINES.map((line) => ({ value: line, label: lineName(line) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReallocationBodySchema.safeParse({ fromLine, toLine, amountCents: parseUsdToCents(amount) ?? 0, reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    request.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('');
        setReason('');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="reallocate-title" noValidate>
      <h4 id="reallocate-title">{t('budget.reallocateTitle')}</h4>
      <SelectField id="reallocate-from" label={t('budget.from')} value={fromLine} options={options} onChange={setFrom} />
      <SelectField id="reallocate-to" label={t('budget.to')} value={toLine} options={options} onChange={setTo} />
      <Field id="reallocate-amount" label={t('budget.amount')} required>
        <UsdAmountInput id="reallocate-amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field id="reallocate-reason" label={t('budget.reason')} required>
        <textarea id="reallocate-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
      </Field>
      {problem && <Alert tone="error">{serverText(problem)}</Alert>}
      {request.error && <Alert tone="error">{serverText(request.error.message)}</Alert>}
      {request.isSuccess && <Alert tone="success">{t('budget.requested')}</Alert>}
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {t('budget.submit')}
      </button>
    </form>
  );
}
