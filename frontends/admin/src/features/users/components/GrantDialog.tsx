import { useId, useState, type FormEvent } from 'react';
import {
  ApprovalMessages,
  GRANT_TITLE_MAX_LENGTH,
  GrantMessages,
  budgetLines,
  scheduleTotalProblem,
  formatUsd,
  parseUsdToCents,
  type StoredProfile,
} from '@portal/contracts/web';
import { AwardGrantBodySchema } from '@portal/contracts/schemas';
import { newIdempotencyKey } from '@portal/web-core';
import { Dialog, DialogHeader, Field as FormField, UsdAmountInput, fieldAria, focusFirstInvalid } from '@portal/web-core/ui';
import { useTranslation } from 'react-i18next';
import { BudgetLinesFields, budgetBodyOf, budgetDraftOf, type BudgetDraft } from '../../../components/BudgetLinesFields';
import { useAwardGrant } from '../api/award-grant';
import { TrancheFields, newTranche, scheduleOf, type TrancheDraft } from './TrancheFields';
import { useFourEyes } from '../hooks/use-four-eyes';
import { RecipientSummary } from './RecipientSummary';

interface Props {
  user: StoredProfile;
  onClose: () => void;
  /** Reports the recipient's balance after the award. */
  onAwarded?: (userId: string, balanceCents: number) => void;
}

type Field = 'title' | 'totalCents' | 'startDate';
/** The fields in the form's order: the first invalid one takes the focus. */
const FIELDS: readonly Field[] = ['title', 'totalCents', 'startDate'];

/**
 * The first problem of a schedule, in the contract's words: an empty amount, then the schedule's own rules (the
 * award's check, `scheduleIssues`, already ran them), then its sum against the award.
 */
function scheduleIssue(schedule: ReturnType<typeof scheduleOf>, totalCents: number, scheduleIssues: string[]): string | null {
  if (schedule.tranches.some((tranche) => tranche.amountCents <= 0)) return GrantMessages.validAmount;
  return scheduleIssues[0] ?? scheduleTotalProblem(schedule, totalCents);
}

/** Award Grant dialog: title, total amount (USD, step 0.01) and start date; the quarters count from the start date. */
export function GrantDialog({ user, onClose, onAwarded }: Props) {
  const ids = useId();
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [startDate, setStartDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { t } = useTranslation();
  // Optional: the award split into budget lines at once (staff may also set them later on the grant's page).
  const [withBudget, setWithBudget] = useState(false);
  const [budget, setBudget] = useState<BudgetDraft>(() => budgetDraftOf({}, 'warn'));
  const [budgetError, setBudgetError] = useState<string | undefined>();
  // Optional: the award paid in tranches, some released on a milestone's approved report.
  const [inTranches, setInTranches] = useState(false);
  const [tranches, setTranches] = useState<TrancheDraft[]>(() => [newTranche(startDate, true), newTranche(startDate)]);
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const toggleTranches = (on: boolean) => {
    // Untouched tranches start on the grant's start date, the first paid in with the award.
    if (on && tranches.every((tranche) => tranche.amount === '')) setTranches([newTranche(startDate, true), newTranche(startDate)]);
    setInTranches(on);
  };
  const award = useAwardGrant();
  const cents = parseUsdToCents(amount) ?? 0;
  // Above the threshold the award becomes a request that a second admin approves (four-eyes).
  const { requestApproval, viaApproval, refusedDirect, active } = useFourEyes(award, cents);
  const done = award.isSuccess || requestApproval.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active.isPending || done) return;
    const budgetBody = withBudget ? budgetBodyOf(budget) : undefined;
    const schedule = inTranches ? scheduleOf(tranches) : undefined;
    const parsed = AwardGrantBodySchema.safeParse({ title, totalCents: cents, startDate, schedule, budget: budgetBody, idempotencyKey });
    const linesProblem = budgetBody && cents > 0 ? budgetLines(budgetBody.lines, cents).problem : null;
    const issues = parsed.success ? [] : parsed.error.issues;
    const scheduleIssues = issues.filter((issue) => issue.path[0] === 'schedule').map((issue) => issue.message);
    const scheduleProblem = schedule && cents > 0 ? scheduleIssue(schedule, cents, scheduleIssues) : null;
    setBudgetError(linesProblem ?? undefined);
    setScheduleError(scheduleProblem ?? undefined);
    if (!parsed.success || linesProblem || scheduleProblem) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of issues) if (FIELDS.includes(issue.path[0] as Field)) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      const invalid = FIELDS.filter((field) => found[field]).map((field) => `${ids}-${field}`);
      if (scheduleProblem) invalid.push(`${ids}-tranche-0-amount`);
      if (linesProblem) invalid.push(`${ids}-budget-personnel`);
      focusFirstInvalid(invalid);
      return;
    }
    setErrors({});
    const renewKeyAfterRefusal = (error: { statusCode: number }) => {
      if (error.statusCode >= 400 && error.statusCode < 500) setIdempotencyKey(newIdempotencyKey());
    };
    if (viaApproval) {
      const { idempotencyKey: key, ...grant } = parsed.data;
      requestApproval.mutate({ kind: 'grant_award', userId: user.id, grant, idempotencyKey: key }, { onError: renewKeyAfterRefusal });
      return;
    }
    award.mutate(
      { userId: user.id, ...parsed.data },
      {
        onSuccess: (grant) => onAwarded?.(user.id, grant.currentBalanceCents),
        // A definitive refusal gets a new key for the next try; a lost answer keeps it, so a retry cannot award twice.
        onError: renewKeyAfterRefusal,
      },
    );
  };

  // Every field is required; each invalid one carries its own message below it.
  const fieldProps = (field: Field) => ({ id: `${ids}-${field}`, ...fieldAria(`${ids}-${field}`, { error: errors[field], required: true }) });

  return (
    <Dialog labelledBy={`${ids}-title-heading`} onClose={() => !active.isPending && onClose()} initialFocus={`#${CSS.escape(`${ids}-title`)}`}>
      <DialogHeader titleId={`${ids}-title-heading`} title="Award Grant" onClose={onClose} closeDisabled={active.isPending} />
      <RecipientSummary user={user} withGrant />
      <form onSubmit={submit} noValidate className="adm-funds-form">
        <FormField id={`${ids}-title`} label="Grant title" required error={errors.title}>
          <input
            {...fieldProps('title')}
            name="title"
            type="text"
            className="input"
            maxLength={GRANT_TITLE_MAX_LENGTH}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </FormField>
        <FormField id={`${ids}-totalCents`} label="Total grant amount (USD)" required error={errors.totalCents}>
          <UsdAmountInput {...fieldProps('totalCents')} name="amount" placeholder="0.00" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField id={`${ids}-startDate`} label="Grant start date" required error={errors.startDate}>
          <input {...fieldProps('startDate')} name="startDate" type="date" className="input" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </FormField>
        <label className="adm-check-row" htmlFor={`${ids}-in-tranches`}>
          <input id={`${ids}-in-tranches`} type="checkbox" checked={inTranches} onChange={(e) => toggleTranches(e.target.checked)} />
          {t('budget.awardInTranches')}
        </label>
        {inTranches && <TrancheFields idPrefix={`${ids}-tranche`} tranches={tranches} onChange={setTranches} error={scheduleError} />}
        <label className="adm-check-row" htmlFor={`${ids}-with-budget`}>
          <input id={`${ids}-with-budget`} type="checkbox" checked={withBudget} onChange={(e) => setWithBudget(e.target.checked)} />
          {t('budget.awardWithBudget')}
        </label>
        {withBudget && <BudgetLinesFields idPrefix={`${ids}-budget`} draft={budget} onChange={setBudget} error={budgetError} />}
        {award.isSuccess && (
          <div className="alert alert-success" role="status">
            {GrantMessages.awarded} {formatUsd(award.data.totalCents)} paid in. New balance: {formatUsd(award.data.currentBalanceCents)}
          </div>
        )}
        {requestApproval.isSuccess && (
          <div className="alert alert-success" role="status">
            {ApprovalMessages.requested}
          </div>
        )}
        {refusedDirect && !active.isError && !done && (
          <div className="alert alert-warning" role="alert">
            {refusedDirect}
          </div>
        )}
        {active.isError && (
          <div className="alert alert-error" role="alert">
            {active.error.message}
          </div>
        )}
        <div className="adm-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={active.isPending}>
            {done ? 'Close' : 'Cancel'}
          </button>
          {!done && (
            <button type="submit" className="btn btn-primary" disabled={active.isPending} aria-busy={active.isPending}>
              {active.isPending ? 'Sending…' : viaApproval ? 'Request Approval' : 'Award Grant'}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
