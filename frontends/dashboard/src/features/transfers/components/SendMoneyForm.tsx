import { useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/web-core/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  ErrorCodes,
  KycRequiredMessages,
  TRANSFER_FIELD_MAX,
  TRANSFER_TYPES,
  budgetLineOf,
  formatUsd,
  isAccountNumber,
  isInternalTransfer,
  parseUsdToCents,
  quoteTransfer,
  type CreateTransferResult,
  type BudgetLine,
  type TransferType,
  isApiError,
} from '@portal/contracts/web';
import { getDashboardQueryOptions, useDashboard, usePinCommand, useServerText } from '@portal/web-core';
import { BudgetLineField, Field, PinConfirmDialog, SelectField, UsdAmountInput, fieldAria, focusFirstInvalid } from '@portal/web-core/ui';
import { sendMoney, transferKeys } from '../api/transfers';

interface SendMoneyDraft {
  recipientName: string;
  recipientAccount: string;
  recipientBank: string;
  amount: string;
  description: string;
  transferType: TransferType;
  /** The grant budget line the transfer counts against; empty: the transfer type's default. */
  budgetLine: BudgetLine | '';
}

const EMPTY: SendMoneyDraft = {
  recipientName: '',
  recipientAccount: '',
  recipientBank: '',
  amount: '',
  description: '',
  transferType: 'within_unseaf',
  budgetLine: '',
};

type TextFieldName = keyof typeof TRANSFER_FIELD_MAX;

/** A free-text field of the draft, with the contract's length limit. */
function TextField(props: {
  field: TextFieldName;
  label: string;
  required?: boolean;
  error?: string;
  value: string;
  onChange: (field: TextFieldName, value: string) => void;
}) {
  const { field, label, required, error, value, onChange } = props;
  const id = `trf-${field}`;
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        className="input"
        autoComplete="off"
        maxLength={TRANSFER_FIELD_MAX[field]}
        {...fieldAria(id, { error, required })}
        value={value}
        onChange={(e) => onChange(field, e.target.value)}
      />
    </Field>
  );
}

type DraftErrors = Partial<Record<'recipientName' | 'recipientAccount' | 'amount', string>>;

/** The ids of the checked fields, in the form's order (the first invalid one takes the focus). */
const FIELD_IDS: Record<keyof DraftErrors, string> = { recipientName: 'trf-recipientName', recipientAccount: 'trf-recipientAccount', amount: 'trf-amount' };

/**
 * The form's own checks, all at once (spec 2 §5): the required fields (the spec's one message above the
 * form when any is empty), the account number's shape, the amount, and that the balance covers amount
 * plus charge, so the PIN is only asked for a transfer that can go through.
 */
function draftErrors(draft: SendMoneyDraft, amountCents: number | null, balanceCents: number | undefined, t: TFunction): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.recipientName.trim()) errors.recipientName = t('forms.required');
  if (!draft.recipientAccount.trim()) errors.recipientAccount = t('forms.required');
  else if (!isAccountNumber(draft.recipientAccount)) errors.recipientAccount = t('forms.accountNumber');
  if (!draft.amount.trim()) errors.amount = t('forms.required');
  else if (amountCents === null) errors.amount = t('moves.validAmount');
  else if (amountCents < 1) errors.amount = t('moves.minimumAmount');
  else if (balanceCents !== undefined && quoteTransfer(amountCents).paidCents > balanceCents) {
    errors.amount = t('forms.transferInsufficient', { needed: formatUsd(quoteTransfer(amountCents).paidCents), balance: formatUsd(balanceCents) });
  }
  return errors;
}

const isBlank = (draft: SendMoneyDraft) => !draft.recipientName.trim() || !draft.recipientAccount.trim() || !draft.amount.trim();

/**
 * Send Money (spec 2 §2.3): recipient, account number, optional bank, amount, optional description and
 * transfer type, with the 1% charge shown before the PIN is asked. Within UNSEAF completes at once;
 * other banks and wires wait for processing.
 */
export function SendMoneyForm() {
  const { t } = useTranslation();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SendMoneyDraft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const balanceCents = useDashboard().data?.balanceCents;
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
        ...(draft.budgetLine ? { budgetLine: draft.budgetLine } : {}),
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
        navigate('/dashboard', { replace: true, state: { alert: KycRequiredMessages.transfers } });
        return;
      }
      if (isApiError(error) && error.statusCode === 401) setProblem(t('moves.loginToSend'));
      else setProblem(isApiError(error) && error.statusCode > 0 && error.statusCode < 500 ? serverText(error.message) : t('moves.sendFailed'));
    },
  });

  const set = <K extends keyof SendMoneyDraft>(key: K, value: SendMoneyDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblem(null);
    setErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found = draftErrors(draft, amountCents, balanceCents, t);
    const invalid = (Object.keys(FIELD_IDS) as Array<keyof DraftErrors>).filter((field) => found[field]);
    setErrors(found);
    setProblem(isBlank(draft) ? t('moves.requiredFields') : null);
    if (invalid.length > 0) focusFirstInvalid(invalid.map((field) => FIELD_IDS[field]));
    else pin.open();
  };

  return (
    // The PIN dialog has its own form, so it stays outside this one (forms cannot nest).
    <>
      <form className="dsh-move-form" onSubmit={onSubmit} noValidate aria-labelledby="dsh-send-title">
        <h3 id="dsh-send-title">{t('moves.sendMoney')}</h3>
        {done && (
          <div className="alert alert-success" role="status" data-testid="transfer-result">
            {done.transfer.status === 'completed'
              ? t('moves.completed', { number: done.transfer.transactionNumber })
              : t('moves.submitted', { number: done.transfer.transactionNumber })}{' '}
            {t('moves.newBalance', { amount: formatUsd(done.balanceCents) })}
          </div>
        )}
        <div className="form-grid">
          <TextField field="recipientName" label={t('moves.recipientName')} required error={errors.recipientName} value={draft.recipientName} onChange={set} />
          <TextField
            field="recipientAccount"
            label={t('moves.recipientAccount')}
            required
            error={errors.recipientAccount}
            value={draft.recipientAccount}
            onChange={set}
          />
          <TextField field="recipientBank" label={t('moves.recipientBank')} value={draft.recipientBank} onChange={set} />
          <SelectField
            id="trf-type"
            label={t('moves.transferType')}
            value={draft.transferType}
            options={TRANSFER_TYPES.map((type) => ({ value: type, label: t(`moves.type_${type}`) }))}
            onChange={(type) => set('transferType', type)}
          />
          <Field id="trf-amount" label={t('moves.amountUsd')} required error={errors.amount}>
            <UsdAmountInput
              id="trf-amount"
              min="0.01"
              {...fieldAria('trf-amount', { error: errors.amount, required: true })}
              value={draft.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          </Field>
          <TextField field="description" label={t('moves.descriptionOptional')} value={draft.description} onChange={set} />
          <BudgetLineField
            id="trf-budget-line"
            value={draft.budgetLine}
            defaultLine={budgetLineOf({ kind: 'transfer', transferType: draft.transferType })}
            onChange={(line) => set('budgetLine', line)}
          />
        </div>
        {quote && (
          <dl className="detail-list dsh-move-quote" aria-label={t('moves.transferCost')}>
            <div>
              <dt>{t('moves.amount')}</dt>
              <dd>{formatUsd(quote.amountCents)}</dd>
            </div>
            <div>
              <dt>{t('moves.serviceCharge1')}</dt>
              <dd>{formatUsd(quote.chargeCents)}</dd>
            </div>
            <div>
              <dt>{t('moves.totalDeducted')}</dt>
              <dd data-testid="transfer-total">{formatUsd(quote.paidCents)}</dd>
            </div>
          </dl>
        )}
        <p className="dsh-muted">{isInternalTransfer(draft.transferType) ? t('moves.internalNote') : t('moves.externalNote')}</p>
        {problem && (
          <div className="alert alert-error" role="alert" data-testid="transfer-error">
            {problem}
          </div>
        )}
        <div className="dsh-actions-row">
          <button type="submit" className="btn btn-primary">
            {t('moves.sendMoney')}
          </button>
        </div>
      </form>
      {pin.isOpen && quote && (
        <PinConfirmDialog
          purpose={t('moves.pinPurpose')}
          rows={[
            [t('moves.pinType'), t('moves.pinTransferType', { type: t(`moves.type_${draft.transferType}`) })],
            [t('moves.amount'), formatUsd(quote.amountCents)],
            [t('moves.pinRecipient'), `${draft.recipientName.trim()} (${draft.recipientAccount.trim()})`],
            [t('moves.serviceCharge'), formatUsd(quote.chargeCents)],
            [t('moves.totalDeducted'), formatUsd(quote.paidCents)],
          ]}
          {...pin.dialog}
        />
      )}
    </>
  );
}
