import { useId, useState, type FormEvent } from 'react';
import {
  ADJUST_FUNDS_DESCRIPTION_MAX_LENGTH,
  AdminAdjustMessages,
  ApprovalMessages,
  formatUsd,
  parseUsdToCents,
  type StoredProfile,
} from '@portal/contracts/web';
import { newIdempotencyKey } from '@portal/web-core';
import { Alert, Dialog, DialogHeader, Field, UsdAmountInput, fieldAria } from '@portal/web-core/ui';
import { useAdjustFunds, type AdjustFundsInput } from '../api/adjust-funds';
import { useFourEyes } from '../hooks/use-four-eyes';
import { RecipientSummary } from './RecipientSummary';

interface Props {
  user: StoredProfile;
  onClose: () => void;
  /** Reports the recipient's new balance after a successful adjustment. */
  onApplied?: (userId: string, balanceCents: number) => void;
}

/** Add/deduct funds dialog (spec §2.9): direction, amount (step 0.01, min 0), optional description. */
export function FundsDialog({ user, onClose, onApplied }: Props) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const amountId = `${ids}-amount`;
  const descId = `${ids}-desc`;
  const [direction, setDirection] = useState<AdjustFundsInput['direction']>('add');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const adjust = useAdjustFunds();
  // Above the threshold the adjustment becomes a request that a second admin approves (four-eyes).
  const { requestApproval, viaApproval, refusedDirect, active } = useFourEyes(adjust, parseUsdToCents(amount) ?? 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active.isPending) return;
    setSuccess(null);
    adjust.reset();
    requestApproval.reset();
    const cents = parseUsdToCents(amount);
    if (cents === null || cents <= 0) {
      setInvalid(AdminAdjustMessages.validAmount);
      document.getElementById(amountId)?.focus();
      return;
    }
    setInvalid(null);
    const trimmed = description.trim();
    if (viaApproval) {
      requestApproval.mutate(
        {
          kind: 'funds_adjustment',
          userId: user.id,
          adjustment: { direction, amountCents: cents, description: trimmed || undefined },
          idempotencyKey: newIdempotencyKey(),
        },
        { onSuccess: () => setSuccess(`${ApprovalMessages.requested}: ${direction === 'add' ? 'add' : 'deduct'} ${formatUsd(cents)}`) },
      );
      return;
    }
    adjust.mutate(
      { userId: user.id, direction, amountCents: cents, description: trimmed || undefined, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (result) => {
          const verb = direction === 'add' ? 'added to' : 'deducted from';
          setSuccess(`${formatUsd(cents)} ${verb} ${user.fullName || user.email}. New balance: ${formatUsd(result.balanceCents)}`);
          setAmount('');
          setDescription('');
          onApplied?.(user.id, result.balanceCents);
        },
      },
    );
  };

  return (
    <Dialog labelledBy={titleId} onClose={() => !active.isPending && onClose()} initialFocus="input[name=direction]:checked">
      <DialogHeader titleId={titleId} title="Add/Deduct Funds" onClose={onClose} closeDisabled={active.isPending} />
      <RecipientSummary user={user} />
      <form onSubmit={submit} noValidate className="adm-funds-form">
        <fieldset className="adm-radio-group">
          <legend>Direction</legend>
          <label>
            <input type="radio" name="direction" value="add" checked={direction === 'add'} onChange={() => setDirection('add')} /> Add
          </label>
          <label>
            <input type="radio" name="direction" value="deduct" checked={direction === 'deduct'} onChange={() => setDirection('deduct')} /> Deduct
          </label>
        </fieldset>
        <Field id={amountId} label="Amount (USD)" required error={invalid}>
          <UsdAmountInput
            id={amountId}
            name="amount"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            {...fieldAria(amountId, { error: invalid, required: true })}
          />
        </Field>
        <Field id={descId} label="Description (optional)">
          <input
            id={descId}
            name="description"
            type="text"
            className="input"
            maxLength={ADJUST_FUNDS_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        {success && <Alert tone="success">{success}</Alert>}
        {refusedDirect && !active.isError && !success && <Alert tone="warning">{refusedDirect}</Alert>}
        {active.isError && <Alert tone="error">{active.error.message}</Alert>}
        <div className="adm-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={active.isPending}>
            {success ? 'Close' : 'Cancel'}
          </button>
          <button
            type="submit"
            className={direction === 'deduct' ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={active.isPending}
            aria-busy={active.isPending}
          >
            {active.isPending ? 'Applying…' : viaApproval ? 'Request Approval' : 'Apply'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
