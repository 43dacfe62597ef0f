import { useTranslation } from 'react-i18next';
import { GRANT_SCHEDULE_LIMITS, parseUsdToCents, type GrantScheduleInput } from '@portal/contracts/web';
import { Field, UsdAmountInput } from '@portal/web-core/ui';

/** One tranche as typed in the award dialog; a milestone title makes its approved report the release condition. */
export interface TrancheDraft {
  amount: string;
  planned: string;
  /** Paid in with the award (the first tranche only). */
  atAward: boolean;
  milestoneTitle: string;
  milestoneDue: string;
  /** The share of the previous tranche to be spent first, in % ('' for none). */
  minSpent: string;
}

export const newTranche = (planned: string, atAward = false): TrancheDraft => ({
  amount: '',
  planned,
  atAward,
  milestoneTitle: '',
  milestoneDue: planned,
  minSpent: '',
});

/** The schedule the award route takes: each tranche with a milestone title gets its own milestone. */
export function scheduleOf(tranches: TrancheDraft[]): GrantScheduleInput {
  const milestones: GrantScheduleInput['milestones'] = [];
  const planned = tranches.map((draft, index) => {
    const atAward = index === 0 && draft.atAward;
    const title = atAward ? '' : draft.milestoneTitle.trim();
    if (title) milestones.push({ title, dueDate: draft.milestoneDue });
    const minSpent = draft.minSpent.trim() === '' ? undefined : Number(draft.minSpent);
    return {
      amountCents: parseUsdToCents(draft.amount) ?? 0,
      plannedDate: draft.planned,
      ...(title ? { milestone: milestones.length - 1 } : {}),
      ...(minSpent === undefined ? {} : { minSpentPercent: minSpent }),
      ...(atAward ? { releaseAtAward: true } : {}),
    };
  });
  return { milestones, tranches: planned };
}

interface Props {
  idPrefix: string;
  tranches: TrancheDraft[];
  onChange: (tranches: TrancheDraft[]) => void;
  /** Why the schedule is refused (the tranches must add up to the award, and the rest of the contract's rules). */
  error?: string;
}

/** The tranches of an award: amount, planned date, and what releases each (the award, a milestone's report, a date). */
export function TrancheFields({ idPrefix, tranches, onChange, error }: Props) {
  const { t } = useTranslation();
  const errorId = `${idPrefix}-error`;
  const change = (index: number, patch: Partial<TrancheDraft>) => onChange(tranches.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  return (
    <fieldset className="adm-budget-lines" aria-describedby={error ? errorId : undefined}>
      <legend>{t('budget.awardInTranches')}</legend>
      {tranches.map((draft, index) => {
        const id = (field: string) => `${idPrefix}-${index}-${field}`;
        const number = index + 1;
        const atAward = index === 0 && draft.atAward;
        return (
          <fieldset key={index} className="adm-tranche">
            <legend>{t('budget.trancheLegend', { number })}</legend>
            <Field id={id('amount')} label={t('budget.trancheAmount')} required>
              <UsdAmountInput
                id={id('amount')}
                required
                aria-invalid={error ? true : undefined}
                value={draft.amount}
                onChange={(e) => change(index, { amount: e.target.value })}
              />
            </Field>
            <Field id={id('planned')} label={t('budget.tranchePlanned')} required>
              <input
                id={id('planned')}
                type="date"
                className="input"
                required
                value={draft.planned}
                onChange={(e) => change(index, { planned: e.target.value })}
              />
            </Field>
            {index === 0 && (
              <label className="adm-check-row" htmlFor={id('at-award')}>
                <input id={id('at-award')} type="checkbox" checked={draft.atAward} onChange={(e) => change(index, { atAward: e.target.checked })} />
                {t('budget.trancheAtAward')}
              </label>
            )}
            {!atAward && (
              <>
                <Field id={id('milestone')} label={t('budget.trancheMilestone')}>
                  <input
                    id={id('milestone')}
                    className="input"
                    maxLength={GRANT_SCHEDULE_LIMITS.milestoneTitleMaxLength}
                    value={draft.milestoneTitle}
                    onChange={(e) => change(index, { milestoneTitle: e.target.value })}
                  />
                </Field>
                {draft.milestoneTitle.trim() !== '' && (
                  <Field id={id('milestone-due')} label={t('budget.trancheMilestoneDue')}>
                    <input
                      id={id('milestone-due')}
                      type="date"
                      className="input"
                      value={draft.milestoneDue}
                      onChange={(e) => change(index, { milestoneDue: e.target.value })}
                    />
                  </Field>
                )}
              </>
            )}
            {index > 0 && (
              <Field id={id('min-spent')} label={t('budget.trancheMinSpent')}>
                <input
                  id={id('min-spent')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  className="input"
                  value={draft.minSpent}
                  onChange={(e) => change(index, { minSpent: e.target.value })}
                />
              </Field>
            )}
            {tranches.length > 1 && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(tranches.filter((_, i) => i !== index))}>
                {t('budget.removeTranche', { number })}
              </button>
            )}
          </fieldset>
        );
      })}
      {tranches.length < GRANT_SCHEDULE_LIMITS.maxTranches && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([...tranches, newTranche(tranches.at(-1)?.planned ?? '')])}>
          {t('budget.addTranche')}
        </button>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
