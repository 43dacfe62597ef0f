import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorCodes,
  TRANSFER_TYPES,
  TRANSFER_TYPE_LABELS,
  TransferMessages,
  formatUsd,
  isInternalTransfer,
  parseUsdToCents,
  quoteTransfer,
  type CreateTransferResult,
  type TransferType,
  isApiError,
} from '@portal/contracts';
import { getDashboardQueryOptions, usePinCommand } from '@portal/web-core';
import { Field, PinConfirmDialog, UsdAmountInput } from '@portal/web-core/ui';
import { sendMoney, transferKeys } from '../api/transfers';

interface SendMoneyDraft {
  recipientName: string;
  recipientAccount: string;
  recipientBank: string;
  amount: string;
  description: string;
  transferType: TransferType;
}

const EMPTY: SendMoneyDraft = { recipientName: '', recipientAccount: '', recipientBank: '', amount: '', description: '', transferType: 'within_unseaf' };

/** The form's own checks, in the spec's words (spec 2 §5): required fields, then the amount. */
function draftProblem(draft: SendMoneyDraft, amountCents: number | null): string | null {
  if (!draft.recipientName.trim() || !draft.recipientAccount.trim() || !draft.amount.trim()) return TransferMessages.requiredFields;
  if (amountCents === null) return TransferMessages.validAmount;
  if (amountCents < 1) return TransferMessages.minimumAmount;
  return null;
}

/**
 * Send Money (spec 2 §2.3): recipient, account number, optional bank, amount, optional description and
 * transfer type, with the 1% charge shown before the PIN is asked. Within UNSEAF completes at once;
 * other banks and wires wait for processing.
 */
export function SendMoneyForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SendMoneyDraft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<CreateTransferResult | null>(null);
  const amountCents = parseUsdToCents(draft.amount);
  const quote = amountCents !== null && amountCents > 0 ? quoteTransfer(amountCents) : null;

  const pin = usePinCommand({
    send: (pinCode, idempotencyKey) =>
      sendMoney({
        recipientName: draft.recipientName.trim(),
        recipientAccount: draft.recipientAccount.trim(),
        recipientBank: draft.recipientBank.trim() || undefined,
        amountCents: amountCents ?? 0,
        description: draft.description.trim() || undefined,
        transferType: draft.transferType,
        pin: pinCode,
        idempotencyKey,
      }),
    onDone: (result) => {
      setDone(result);
      setDraft(EMPTY);
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
    onRefused: (error) => {
      if (isApiError(error, ErrorCodes.kycNotApproved)) {
        navigate('/dashboard', { replace: true, state: { alert: TransferMessages.kycRequired } });
        return;
      }
      if (isApiError(error) && error.statusCode === 401) setProblem(TransferMessages.loginToSend);
      else setProblem(isApiError(error) && error.statusCode > 0 && error.statusCode < 500 ? error.message : TransferMessages.sendFailed);
    },
  });

  const set = <K extends keyof SendMoneyDraft>(key: K, value: SendMoneyDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found = draftProblem(draft, amountCents);
    setProblem(found);
    if (!found) pin.open();
  };

  return (
    // The PIN dialog has its own form, so it stays outside this one (forms cannot nest).
    <>
      <form className="dsh-move-form" onSubmit={onSubmit} noValidate aria-labelledby="dsh-send-title">
        <h3 id="dsh-send-title">Send Money</h3>
        {done && (
          <div className="alert alert-success" role="status" data-testid="transfer-result">
            {done.transfer.status === 'completed'
              ? TransferMessages.completed(done.transfer.transactionNumber)
              : TransferMessages.submitted(done.transfer.transactionNumber)}{' '}
            New balance: {formatUsd(done.balanceCents)}.
          </div>
        )}
        <div className="form-grid">
          <Field id="trf-name" label="Recipient Name">
            <input
              id="trf-name"
              className="input"
              autoComplete="off"
              maxLength={200}
              required
              value={draft.recipientName}
              onChange={(e) => set('recipientName', e.target.value)}
            />
          </Field>
          <Field id="trf-account" label="Recipient Account Number">
            <input
              id="trf-account"
              className="input"
              autoComplete="off"
              inputMode="text"
              maxLength={34}
              required
              value={draft.recipientAccount}
              onChange={(e) => set('recipientAccount', e.target.value)}
            />
          </Field>
          <Field id="trf-bank" label="Recipient Bank (optional)">
            <input
              id="trf-bank"
              className="input"
              autoComplete="off"
              maxLength={200}
              value={draft.recipientBank}
              onChange={(e) => set('recipientBank', e.target.value)}
            />
          </Field>
          <Field id="trf-type" label="Transfer Type">
            <select id="trf-type" className="select" value={draft.transferType} onChange={(e) => set('transferType', e.target.value as TransferType)}>
              {TRANSFER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TRANSFER_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="trf-amount" label="Amount (USD)">
            <UsdAmountInput id="trf-amount" min="0.01" required value={draft.amount} onChange={(e) => set('amount', e.target.value)} />
          </Field>
          <Field id="trf-description" label="Description (optional)">
            <input id="trf-description" className="input" maxLength={500} value={draft.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
        </div>
        {quote && (
          <dl className="detail-list dsh-move-quote" aria-label="Transfer cost">
            <div>
              <dt>Amount</dt>
              <dd>{formatUsd(quote.amountCents)}</dd>
            </div>
            <div>
              <dt>Service charge (1%)</dt>
              <dd>{formatUsd(quote.chargeCents)}</dd>
            </div>
            <div>
              <dt>Total deducted</dt>
              <dd data-testid="transfer-total">{formatUsd(quote.paidCents)}</dd>
            </div>
          </dl>
        )}
        <p className="dsh-muted">
          {isInternalTransfer(draft.transferType)
            ? 'Transfers within UNSEAF reach the recipient at once.'
            : 'Transfers to other banks and wires are processed within 3-5 business days.'}
        </p>
        {problem && (
          <div className="alert alert-error" role="alert" data-testid="transfer-error">
            {problem}
          </div>
        )}
        <div className="dsh-actions-row">
          <button type="submit" className="btn btn-primary">
            Send Money
          </button>
        </div>
      </form>
      {pin.isOpen && quote && (
        <PinConfirmDialog
          purpose="this transfer"
          rows={[
            ['Type', `Transfer (${TRANSFER_TYPE_LABELS[draft.transferType]})`],
            ['Amount', formatUsd(quote.amountCents)],
            ['Recipient', `${draft.recipientName.trim()} (${draft.recipientAccount.trim()})`],
            ['Service charge', formatUsd(quote.chargeCents)],
            ['Total deducted', formatUsd(quote.paidCents)],
          ]}
          {...pin.dialog}
        />
      )}
    </>
  );
}
