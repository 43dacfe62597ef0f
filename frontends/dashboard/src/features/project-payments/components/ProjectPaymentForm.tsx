import { useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/web-core/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  budgetLineOf,
  type BudgetLine,
  CATEGORY_EXTRA_FIELDS,
  CATEGORY_EXTRA_FIELD_INFO,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PROJECT_PHASE,
  ErrorCodes,
  PAYMENT_CURRENCIES,
  PROJECT_PAYMENT_CATEGORIES,
  PROJECT_PAYMENT_CATEGORY_TABLE,
  ProjectPaymentMessages,
  ROUTING_NUMBER_MAX_LENGTH,
  SWIFT_MAX_LENGTH,
  formatUsd,
  isProjectPaymentCategory,
  parseUsdToCents,
  projectPaymentIssues,
  quoteProjectPayment,
  type ProjectPaymentField,
  type CategoryExtraField,
  type CreateProjectPaymentBody,
  type CreateProjectPaymentResult,
  type PaymentType,
  isApiError,
} from '@portal/contracts/web';
import { CreateProjectPaymentBodySchema } from '@portal/contracts/schemas';
import { getDashboardQueryOptions, usePinCommand, useServerText } from '@portal/web-core';
import { BudgetLineField, Field, PinConfirmDialog, UsdAmountInput, fieldAria, focusFirstInvalid } from '@portal/web-core/ui';
import { createProjectPayment, projectPaymentKeys } from '../api/project-payments';
import { projectPaymentRefusalText } from '../utils/refusal-text';

/** The example shown in each category-specific field ("e.g. EMP-00123"): a sample value, the same in every language. */
const CATEGORY_EXTRA_FIELD_PLACEHOLDERS = Object.fromEntries(CATEGORY_EXTRA_FIELDS.map((f) => [f, CATEGORY_EXTRA_FIELD_INFO[f].placeholder])) as Record<
  CategoryExtraField,
  string
>;

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
  /** The grant budget line the payment counts against; empty: the category's default. */
  budgetLine: BudgetLine | '';
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
  budgetLine: '',
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
    ...(draft.budgetLine ? { budgetLine: draft.budgetLine } : {}),
  };
}

type FormField = ProjectPaymentField;

/** The id of each field's control. */
const fieldId = (field: FormField): string =>
  ({ category: 'pp-category', recipientName: 'pp-recipient', amountCents: 'pp-amount', purposeDescription: 'pp-purpose' })[field as string] ?? `pp-${field}`;

/** Every problem of the form with its field, with the same rules the server applies (contracts' projectPaymentIssues). */
function problemsOf(draft: PaymentDraft): Array<{ field: FormField | null; message: string }> {
  const parsed = CreateProjectPaymentBodySchema.safeParse(bodyOf(draft, '000000', 'form-check'));
  if (!parsed.success) return [{ field: null, message: parsed.error.issues[0]?.message ?? ProjectPaymentMessages.formErrors }];
  return projectPaymentIssues(parsed.data);
}

/**
 * Create Project Payment (spec 2 §2.4, §5): category with its required extra fields, vendor, payment
 * type (international adds SWIFT, bank country, currency, IBAN, routing), amount with the 1.5% fee,
 * purpose and phase. All problems are listed at once; the PIN confirms the request.
 */
export function ProjectPaymentForm() {
  const { t } = useTranslation();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PaymentDraft>(EMPTY);
  const [problems, setProblems] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FormField, string>>>({});
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
      setFailure(projectPaymentRefusalText(error, t, serverText));
    },
  });

  const set = <K extends keyof PaymentDraft>(key: K, value: PaymentDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFailure(null);
    const marked = key === 'amount' ? 'amountCents' : key;
    setFieldErrors((e) => (marked in e ? { ...e, [marked]: undefined } : e));
  };
  const setDetail = (key: keyof Details, value: string) => {
    setDraft((d) => ({ ...d, details: { ...d.details, [key]: value } }));
    setFieldErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };
  /** Changing the category clears every category-specific field. */
  const setCategory = (category: string) =>
    setDraft((d) => ({ ...d, category, details: { ...d.details, ...Object.fromEntries(CATEGORY_EXTRA_FIELDS.map((f) => [f, ''])) } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const found = problemsOf(draft);
    setProblems(found.map((p) => serverText(p.message)));
    setFieldErrors(Object.fromEntries(found.filter((p) => p.field && p.message).map((p) => [p.field, serverText(p.message)])));
    if (found.length > 0) {
      focusFirstInvalid(found.flatMap((p) => (p.field ? [fieldId(p.field)] : [])));
      return;
    }
    // Before the PIN: the balance must cover amount plus fee (spec 2 §5).
    const balanceCents = await queryClient
      .fetchQuery(getDashboardQueryOptions())
      .then((summary) => summary.balanceCents)
      .catch(() => undefined);
    if (balanceCents === undefined) {
      setFailure(t('projectPayments.balanceCheckFailed'));
      return;
    }
    const total = quoteProjectPayment(amountCents ?? 0).totalCents;
    if (total > balanceCents) {
      const message = t('projectPayments.insufficient', { needed: formatUsd(total), balance: formatUsd(balanceCents) });
      setFieldErrors({ amountCents: message });
      setFailure(message);
      focusFirstInvalid(['pp-amount']);
      return;
    }
    pin.open();
  };

  const reset = () => {
    setDraft(EMPTY);
    setProblems([]);
    setFieldErrors({});
    setFailure(null);
  };

  const field = (id: keyof Details, label: string, options: { maxLength?: number; upper?: boolean; placeholder?: string; required?: boolean } = {}) => (
    <Field id={`pp-${id}`} label={label} key={id} required={options.required} error={fieldErrors[id]}>
      <input
        id={`pp-${id}`}
        className="input"
        autoComplete="off"
        {...fieldAria(`pp-${id}`, { error: fieldErrors[id], required: options.required })}
        maxLength={options.maxLength ?? 200}
        placeholder={options.placeholder}
        value={draft.details[id]}
        onChange={(e) => setDetail(id, options.upper ? e.target.value.toUpperCase() : e.target.value)}
      />
    </Field>
  );
  const aria = (field: FormField, required = true) => fieldAria(fieldId(field), { error: fieldErrors[field], required });

  return (
    // The PIN dialog has its own form, so it stays outside this one (forms cannot nest).
    <>
      <form className="dsh-move-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="dsh-pp-title">
        <h3 id="dsh-pp-title">{t('moves.createProjectPayment')}</h3>
        {done && (
          <div className="alert alert-success" role="status" data-testid="payment-result">
            {t('projectPayments.submittedResult', {
              number: done.payment.transactionNumber ?? '',
              time: t('projectPayments.processingTime'),
              balance: formatUsd(done.balanceCents),
            })}
          </div>
        )}
        <div className="form-grid">
          <Field id="pp-category" label={t('projectPayments.category')} required error={fieldErrors.category}>
            <select id="pp-category" className="select" {...aria('category')} value={draft.category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('projectPayments.selectCategory')}</option>
              {PROJECT_PAYMENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`projectPayments.category_${c}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="pp-recipient" label={t('projectPayments.vendorName')} required error={fieldErrors.recipientName}>
            <input
              id="pp-recipient"
              className="input"
              maxLength={200}
              {...aria('recipientName')}
              value={draft.recipientName}
              onChange={(e) => set('recipientName', e.target.value)}
            />
          </Field>
        </div>
        <fieldset className="dsh-move-fieldset">
          <legend>{t('projectPayments.paymentType')}</legend>
          {(['domestic', 'international'] as const).map((type) => (
            <label key={type} className="dsh-radio">
              <input type="radio" name="pp-type" value={type} checked={draft.paymentType === type} onChange={() => set('paymentType', type)} />
              {type === 'domestic' ? t('projectPayments.domestic') : t('projectPayments.international')}
            </label>
          ))}
        </fieldset>
        <div className="form-grid">
          <Field id="pp-amount" label={t('projectPayments.amountUsd')} required error={fieldErrors.amountCents}>
            <UsdAmountInput id="pp-amount" min="0.01" {...aria('amountCents')} value={draft.amount} onChange={(e) => set('amount', e.target.value)} />
          </Field>
          <Field id="pp-phase" label={t('projectPayments.projectPhase')}>
            <input
              id="pp-phase"
              className="input"
              maxLength={100}
              placeholder={DEFAULT_PROJECT_PHASE}
              value={draft.projectPhase}
              onChange={(e) => set('projectPhase', e.target.value)}
            />
          </Field>
          <BudgetLineField
            id="pp-budget-line"
            value={draft.budgetLine}
            defaultLine={budgetLineOf({ kind: 'projectPayment', category: draft.category })}
            onChange={(line) => set('budgetLine', line)}
          />
        </div>
        <Field id="pp-purpose" label={t('projectPayments.purposeDescription')} required error={fieldErrors.purposeDescription}>
          <textarea
            id="pp-purpose"
            className="input"
            {...aria('purposeDescription')}
            rows={3}
            maxLength={1000}
            value={draft.purposeDescription}
            onChange={(e) => set('purposeDescription', e.target.value)}
          />
        </Field>
        <h4>{t('projectPayments.recipientDetails')}</h4>
        <div className="form-grid">
          {field('accountNumber', t('projectPayments.accountNumber'), { maxLength: 34, required: true })}
          {field('bankName', t('projectPayments.bankName'), { required: true })}
          {field('contactPhone', t('projectPayments.contactPhone'), { maxLength: 40, required: true })}
          {field('address', t('projectPayments.bankAddress'), { maxLength: 300 })}
          {extras.map((extra) =>
            field(extra, t(`projectPayments.extra_${extra}`), { maxLength: 60, placeholder: CATEGORY_EXTRA_FIELD_PLACEHOLDERS[extra], required: true }),
          )}
          {international && (
            <>
              {field('swiftCode', t('projectPayments.swiftCode'), { maxLength: SWIFT_MAX_LENGTH, upper: true, required: true })}
              {field('bankCountry', t('projectPayments.bankCountry'), { maxLength: 80, required: true })}
              <Field id="pp-currency" label={t('projectPayments.currency')} required error={fieldErrors.currency}>
                <select
                  id="pp-currency"
                  className="select"
                  {...aria('currency')}
                  value={draft.details.currency}
                  onChange={(e) => setDetail('currency', e.target.value)}
                >
                  {PAYMENT_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </Field>
              {field('iban', t('projectPayments.iban'), { maxLength: 34, upper: true })}
              {field('routingNumber', t('projectPayments.routingNumber'), { maxLength: ROUTING_NUMBER_MAX_LENGTH })}
            </>
          )}
        </div>
        {quote && (
          <dl className="detail-list dsh-move-quote" aria-label={t('projectPayments.paymentCost')}>
            <div>
              <dt>{t('projectPayments.amount')}</dt>
              <dd>{formatUsd(quote.amountCents)}</dd>
            </div>
            <div>
              <dt>{t('projectPayments.fee15')}</dt>
              <dd>{formatUsd(quote.feeCents)}</dd>
            </div>
            <div>
              <dt>{t('projectPayments.totalDeducted')}</dt>
              <dd data-testid="payment-total">{formatUsd(quote.totalCents)}</dd>
            </div>
            <div>
              <dt>{t('projectPayments.netToRecipient')}</dt>
              <dd>{formatUsd(quote.netCents)}</dd>
            </div>
          </dl>
        )}
        {problems.length > 0 && (
          <div className="alert alert-error" role="alert" data-testid="payment-errors">
            <p>{t('projectPayments.formErrors')}</p>
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
            {t('projectPayments.resetForm')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pin.dialog.busy} aria-busy={pin.dialog.busy || undefined}>
            {pin.dialog.busy ? t('projectPayments.processing') : t('projectPayments.submitPayment')}
          </button>
        </div>
      </form>
      {pin.isOpen && quote && (
        <PinConfirmDialog
          purpose={t('projectPayments.pinPurpose')}
          rows={[
            [
              t('projectPayments.pinType'),
              t('projectPayments.pinPaymentType', {
                category: isProjectPaymentCategory(draft.category) ? t(`projectPayments.category_${draft.category}`) : '',
              }),
            ],
            [t('projectPayments.amount'), formatUsd(quote.amountCents)],
            [t('projectPayments.pinRecipient'), draft.recipientName.trim()],
            [t('projectPayments.fee'), formatUsd(quote.feeCents)],
            [t('projectPayments.totalDeducted'), formatUsd(quote.totalCents)],
          ]}
          {...pin.dialog}
        />
      )}
    </>
  );
}
