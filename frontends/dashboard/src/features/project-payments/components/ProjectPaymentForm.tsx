import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  CATEGORY_EXTRA_FIELDS,
  CATEGORY_EXTRA_FIELD_INFO,
  CreateProjectPaymentBodySchema,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PROJECT_PHASE,
  ErrorCodes,
  PAYMENT_CURRENCIES,
  PROJECT_PAYMENT_CATEGORIES,
  PROJECT_PAYMENT_CATEGORY_TABLE,
  PROJECT_PAYMENT_PROCESSING_TIME,
  ProjectPaymentMessages,
  ROUTING_NUMBER_MAX_LENGTH,
  SWIFT_MAX_LENGTH,
  formatUsd,
  isProjectPaymentCategory,
  parseUsdToCents,
  projectPaymentErrors,
  quoteProjectPayment,
  type CategoryExtraField,
  type CreateProjectPaymentBody,
  type CreateProjectPaymentResult,
  type PaymentType,
  isApiError,
} from '@portal/contracts';
import { getDashboardQueryOptions, usePinCommand } from '@portal/web-core';
import { Field, PinConfirmDialog, UsdAmountInput } from '@portal/web-core/ui';
import { createProjectPayment, projectPaymentKeys } from '../api/project-payments';

type Details = Record<
  'accountNumber' | 'bankName' | 'contactPhone' | 'address' | 'swiftCode' | 'bankCountry' | 'currency' | 'iban' | 'routingNumber' | CategoryExtraField,
  string
>;

interface PaymentDraft {
  category: string;
  recipientName: string;
  paymentType: PaymentType;
  amount: string;
  purposeDescription: string;
  projectPhase: string;
  details: Details;
}

const EMPTY_DETAILS: Details = {
  accountNumber: '',
  bankName: '',
  contactPhone: '',
  address: '',
  swiftCode: '',
  bankCountry: '',
  currency: DEFAULT_PAYMENT_CURRENCY,
  iban: '',
  routingNumber: '',
  employee_id: '',
  contract_number: '',
  license_number: '',
  tax_id: '',
  company_registration: '',
};
const EMPTY: PaymentDraft = {
  category: '',
  recipientName: '',
  paymentType: 'domestic',
  amount: '',
  purposeDescription: '',
  projectPhase: '',
  details: EMPTY_DETAILS,
};

function bodyOf(draft: PaymentDraft, pin: string, idempotencyKey: string): CreateProjectPaymentBody {
  return {
    category: draft.category,
    recipientName: draft.recipientName,
    paymentType: draft.paymentType,
    amountCents: parseUsdToCents(draft.amount) ?? 0,
    purposeDescription: draft.purposeDescription,
    projectPhase: draft.projectPhase,
    recipientDetails: draft.details,
    pin,
    idempotencyKey,
  };
}

/** Every problem of the form, with the same rules the server applies (contracts' projectPaymentErrors). */
function problemsOf(draft: PaymentDraft): string[] {
  const parsed = CreateProjectPaymentBodySchema.safeParse(bodyOf(draft, '000000', 'form-check'));
  if (!parsed.success) return [parsed.error.issues[0]?.message ?? ProjectPaymentMessages.formErrors];
  return projectPaymentErrors(parsed.data);
}

/**
 * Create Project Payment (spec 2 §2.4, §5): category with its required extra fields, vendor, payment
 * type (international adds SWIFT, bank country, currency, IBAN, routing), amount with the 1.5% fee,
 * purpose and phase. All problems are listed at once; the PIN confirms the request.
 */
export function ProjectPaymentForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PaymentDraft>(EMPTY);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<CreateProjectPaymentResult | null>(null);
  const amountCents = parseUsdToCents(draft.amount);
  const quote = amountCents !== null && amountCents > 1 ? quoteProjectPayment(amountCents) : null;
  const extras = isProjectPaymentCategory(draft.category) ? PROJECT_PAYMENT_CATEGORY_TABLE[draft.category].requiredExtras : [];
  const international = draft.paymentType === 'international';

  const pin = usePinCommand({
    send: (pinCode, idempotencyKey) => createProjectPayment(bodyOf(draft, pinCode, idempotencyKey)),
    onDone: (result) => {
      setDone(result);
      setDraft(EMPTY);
      void queryClient.invalidateQueries({ queryKey: projectPaymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
    onRefused: (error) => {
      if (isApiError(error, ErrorCodes.kycNotApproved)) {
        navigate('/dashboard', { replace: true, state: { alert: ProjectPaymentMessages.kycRequired } });
        return;
      }
      if (isApiError(error) && error.statusCode === 401) setFailure('Authentication failed. Please log in again.');
      else if (isApiError(error) && error.statusCode === 0) setFailure('Network connection failed. Please check your internet connection.');
      else setFailure(isApiError(error) && error.statusCode < 500 ? error.message : ProjectPaymentMessages.processFailed(error.message));
    },
  });

  const set = <K extends keyof PaymentDraft>(key: K, value: PaymentDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFailure(null);
  };
  const setDetail = (key: keyof Details, value: string) => setDraft((d) => ({ ...d, details: { ...d.details, [key]: value } }));
  /** Changing the category clears every category-specific field. */
  const setCategory = (category: string) =>
    setDraft((d) => ({ ...d, category, details: { ...d.details, ...Object.fromEntries(CATEGORY_EXTRA_FIELDS.map((f) => [f, ''])) } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const found = problemsOf(draft);
    setProblems(found);
    if (found.length === 0) pin.open();
  };

  const reset = () => {
    setDraft(EMPTY);
    setProblems([]);
    setFailure(null);
  };

  const text = (id: keyof Details, label: string, options: { maxLength?: number; upper?: boolean; placeholder?: string } = {}) => (
    <div className="field" key={id}>
      <label htmlFor={`pp-${id}`}>{label}</label>
      <input
        id={`pp-${id}`}
        className="input"
        autoComplete="off"
        maxLength={options.maxLength ?? 200}
        placeholder={options.placeholder}
        value={draft.details[id]}
        onChange={(e) => setDetail(id, options.upper ? e.target.value.toUpperCase() : e.target.value)}
      />
    </div>
  );

  return (
    // The PIN dialog has its own form, so it stays outside this one (forms cannot nest).
    <>
      <form className="dsh-move-form" onSubmit={onSubmit} noValidate aria-labelledby="dsh-pp-title">
        <h3 id="dsh-pp-title">Create Project Payment</h3>
        {done && (
          <div className="alert alert-success" role="status" data-testid="payment-result">
            Payment request {done.payment.transactionNumber} submitted. It is processed within {PROJECT_PAYMENT_PROCESSING_TIME}. New balance:{' '}
            {formatUsd(done.balanceCents)}.
          </div>
        )}
        <div className="form-grid">
          <Field id="pp-category" label="Category">
            <select id="pp-category" className="select" value={draft.category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Select a category</option>
              {PROJECT_PAYMENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {PROJECT_PAYMENT_CATEGORY_TABLE[c].label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="pp-recipient" label="Vendor/Contractor Name">
            <input id="pp-recipient" className="input" maxLength={200} value={draft.recipientName} onChange={(e) => set('recipientName', e.target.value)} />
          </Field>
        </div>
        <fieldset className="dsh-move-fieldset">
          <legend>Payment Type</legend>
          {(['domestic', 'international'] as const).map((type) => (
            <label key={type} className="dsh-radio">
              <input type="radio" name="pp-type" value={type} checked={draft.paymentType === type} onChange={() => set('paymentType', type)} />
              {type === 'domestic' ? 'Domestic' : 'International'}
            </label>
          ))}
        </fieldset>
        <div className="form-grid">
          <Field id="pp-amount" label="Amount (USD)">
            <UsdAmountInput id="pp-amount" min="0.01" value={draft.amount} onChange={(e) => set('amount', e.target.value)} />
          </Field>
          <Field id="pp-phase" label="Project Phase (optional)">
            <input
              id="pp-phase"
              className="input"
              maxLength={100}
              placeholder={DEFAULT_PROJECT_PHASE}
              value={draft.projectPhase}
              onChange={(e) => set('projectPhase', e.target.value)}
            />
          </Field>
        </div>
        <Field id="pp-purpose" label="Purpose Description">
          <textarea
            id="pp-purpose"
            className="input"
            rows={3}
            maxLength={1000}
            value={draft.purposeDescription}
            onChange={(e) => set('purposeDescription', e.target.value)}
          />
        </Field>
        <h4>Recipient Details</h4>
        <div className="form-grid">
          {text('accountNumber', 'Account Number', { maxLength: 34 })}
          {text('bankName', 'Bank Name')}
          {text('contactPhone', 'Contact Phone', { maxLength: 40 })}
          {text('address', 'Bank Address (optional)', { maxLength: 300 })}
          {extras.map((field) =>
            text(field, CATEGORY_EXTRA_FIELD_INFO[field].label, { maxLength: 60, placeholder: CATEGORY_EXTRA_FIELD_INFO[field].placeholder }),
          )}
          {international && (
            <>
              {text('swiftCode', 'SWIFT Code', { maxLength: SWIFT_MAX_LENGTH, upper: true })}
              {text('bankCountry', 'Bank Country', { maxLength: 80 })}
              <Field id="pp-currency" label="Currency">
                <select id="pp-currency" className="select" value={draft.details.currency} onChange={(e) => setDetail('currency', e.target.value)}>
                  {PAYMENT_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </Field>
              {text('iban', 'IBAN (optional)', { maxLength: 34, upper: true })}
              {text('routingNumber', 'Routing Number (optional)', { maxLength: ROUTING_NUMBER_MAX_LENGTH })}
            </>
          )}
        </div>
        {quote && (
          <dl className="detail-list dsh-move-quote" aria-label="Payment cost">
            <div>
              <dt>Amount</dt>
              <dd>{formatUsd(quote.amountCents)}</dd>
            </div>
            <div>
              <dt>Fee (1.5%)</dt>
              <dd>{formatUsd(quote.feeCents)}</dd>
            </div>
            <div>
              <dt>Total deducted</dt>
              <dd data-testid="payment-total">{formatUsd(quote.totalCents)}</dd>
            </div>
            <div>
              <dt>Net to recipient</dt>
              <dd>{formatUsd(quote.netCents)}</dd>
            </div>
          </dl>
        )}
        {problems.length > 0 && (
          <div className="alert alert-error" role="alert" data-testid="payment-errors">
            <p>{ProjectPaymentMessages.formErrors}</p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {failure && (
          <div className="alert alert-error" role="alert" data-testid="payment-error">
            {failure}
          </div>
        )}
        <div className="dsh-actions-row">
          <button type="button" className="btn btn-outline" onClick={reset} disabled={pin.dialog.busy}>
            Reset Form
          </button>
          <button type="submit" className="btn btn-primary" disabled={pin.dialog.busy} aria-busy={pin.dialog.busy || undefined}>
            {pin.dialog.busy ? 'Processing...' : 'Submit Payment Request'}
          </button>
        </div>
      </form>
      {pin.isOpen && quote && (
        <PinConfirmDialog
          purpose="this project payment"
          rows={[
            ['Type', `Project payment (${isProjectPaymentCategory(draft.category) ? PROJECT_PAYMENT_CATEGORY_TABLE[draft.category].label : ''})`],
            ['Amount', formatUsd(quote.amountCents)],
            ['Recipient', draft.recipientName.trim()],
            ['Fee', formatUsd(quote.feeCents)],
            ['Total deducted', formatUsd(quote.totalCents)],
          ]}
          {...pin.dialog}
        />
      )}
    </>
  );
}
