import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MilestoneView } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { Alert, Field } from '@portal/web-core/ui';
import type { useSubmitReport } from '../api/my-grant';

/**
 * The progress report of one milestone: the narrative and one figure; after changes were requested, the revision
 * starts from the last version. `submit` belongs to the milestone, whose confirmation outlives this form.
 */
export function ReportForm({ milestone, submit }: { milestone: MilestoneView; submit: ReturnType<typeof useSubmitReport> }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const last = milestone.report?.versions.at(-1);
  const [narrative, setNarrative] = useState(last?.narrative ?? '');
  const [label, setLabel] = useState(last?.figures[0]?.label ?? '');
  const [value, setValue] = useState(last?.figures[0] ? String(last.figures[0].value) : '');
  const idPrefix = `report-${milestone.id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const figure = label.trim() && value.trim() !== '' && Number.isFinite(Number(value)) ? [{ label: label.trim(), value: Number(value) }] : [];
    submit.mutate({ narrative, figures: figure });
  };

  return (
    <form onSubmit={onSubmit} aria-label={milestone.title}>
      <Field id={`${idPrefix}-narrative`} label={t('grant.narrative')} required>
        <textarea id={`${idPrefix}-narrative`} value={narrative} onChange={(e) => setNarrative(e.target.value)} required rows={4} />
      </Field>
      <Field id={`${idPrefix}-label`} label={t('grant.figureLabel')}>
        <input id={`${idPrefix}-label`} value={label} onChange={(e) => setLabel(e.target.value)} />
      </Field>
      <Field id={`${idPrefix}-value`} label={t('grant.figureValue')}>
        <input id={`${idPrefix}-value`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
      {submit.error && <Alert tone="error">{serverText(submit.error.message)}</Alert>}
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {milestone.report ? t('grant.revise') : t('grant.submit')}
      </button>
    </form>
  );
}
