import type { WithdrawalMethod } from '@portal/contracts';
import { CHECK_COUNTRIES, WALLET_PROVIDERS } from '@portal/contracts';

export type Details = Record<string, string>;

type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select';
interface FieldDef {
  name: string;
  label: string;
  kind?: FieldKind;
  optional?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
  maxLength?: number;
  upper?: boolean;
  hint?: string;
  autoComplete?: string;
}

const opt = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const PROVIDER_LABELS: Record<(typeof WALLET_PROVIDERS)[number], string> = {
  paypal: 'PayPal',
  skrill: 'Skrill',
  wise: 'Wise',
  payoneer: 'Payoneer',
  venmo: 'Venmo',
  cashapp: 'Cash App',
  other: 'Other',
};
export const WALLET_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ZAR', 'KES', 'NGN'] as const;

const bankFields = (routingMax?: number): FieldDef[] => [
  { name: 'accountHolderName', label: 'Account Holder Name', autoComplete: 'name' },
  { name: 'bankName', label: 'Bank Name' },
  { name: 'accountNumber', label: 'Account Number', maxLength: 34 },
  { name: 'routingNumber', label: 'Routing Number', maxLength: routingMax, hint: routingMax ? `Up to ${routingMax} characters` : undefined },
  {
    name: 'accountType',
    label: 'Account Type',
    kind: 'select',
    options: [
      { value: 'checking', label: 'Checking' },
      { value: 'savings', label: 'Savings' },
    ],
  },
  { name: 'bankAddress', label: 'Bank Address', kind: 'textarea' },
  { name: 'beneficiaryAddress', label: 'Beneficiary Address', kind: 'textarea' },
];

/** Every field of spec 2 §3 per method, in display order. Ids equal the field names. */
export const METHOD_FIELDS: Record<WithdrawalMethod, FieldDef[]> = {
  bank_transfer: [...bankFields(9), { name: 'referenceNote', label: 'Reference Note', optional: true }],
  wire_transfer: [
    ...bankFields(),
    { name: 'swiftCode', label: 'SWIFT/BIC Code', maxLength: 11, upper: true, hint: '8 or 11 characters' },
    { name: 'intermediaryBank', label: 'Intermediary Bank', optional: true },
    { name: 'intermediarySwift', label: 'Intermediary SWIFT/BIC', optional: true, maxLength: 11, upper: true },
    { name: 'wireInstructions', label: 'Wire Instructions', kind: 'textarea' },
    { name: 'beneficiaryPhone', label: 'Beneficiary Phone', kind: 'tel', autoComplete: 'tel' },
    { name: 'referenceNote', label: 'Reference Note', optional: true },
  ],
  digital_wallet: [
    { name: 'walletProvider', label: 'Wallet Provider', kind: 'select', options: WALLET_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] })) },
    { name: 'walletEmail', label: 'Wallet Email or Phone', hint: 'The e-mail address or phone number of the wallet' },
    { name: 'walletId', label: 'Wallet ID', optional: true },
    {
      name: 'verificationStatus',
      label: 'Verification Status',
      kind: 'select',
      options: [
        { value: 'verified', label: 'Verified' },
        { value: 'unverified', label: 'Unverified' },
      ],
    },
    { name: 'currency', label: 'Currency', kind: 'select', options: opt(WALLET_CURRENCIES) },
    { name: 'backupEmail', label: 'Backup Email', kind: 'email', optional: true },
  ],
  check: [
    { name: 'payeeName', label: 'Payee Name', autoComplete: 'name' },
    { name: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1' },
    { name: 'addressLine2', label: 'Address Line 2', optional: true, autoComplete: 'address-line2' },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'state', label: 'State/Province', autoComplete: 'address-level1' },
    { name: 'zipCode', label: 'ZIP/Postal Code', autoComplete: 'postal-code' },
    { name: 'country', label: 'Country', kind: 'select', options: opt(CHECK_COUNTRIES) },
    { name: 'deliveryInstructions', label: 'Delivery Instructions', kind: 'textarea', optional: true },
  ],
};

export function initialDetails(method: WithdrawalMethod): Details {
  const d: Details = {};
  for (const f of METHOD_FIELDS[method]) d[f.name] = '';
  if (method === 'digital_wallet') d.currency = 'USD';
  return d;
}

/** The details as sent: empty optional fields are left out. */
export function detailsForSubmit(method: WithdrawalMethod, details: Details): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of METHOD_FIELDS[method]) {
    const v = details[f.name] ?? '';
    if (f.optional && v.trim() === '') continue;
    out[f.name] = v;
  }
  return out;
}

export function MethodDetailsForm({
  method,
  details,
  onChange,
  invalidField,
}: {
  method: WithdrawalMethod;
  details: Details;
  onChange: (d: Details) => void;
  invalidField?: string;
}) {
  const set = (f: FieldDef, raw: string) => {
    let v = f.upper ? raw.toUpperCase() : raw;
    if (f.maxLength) v = v.slice(0, f.maxLength);
    onChange({ ...details, [f.name]: v });
  };
  return (
    <div className="mny-fields">
      {METHOD_FIELDS[method].map((f) => {
        const value = details[f.name] ?? '';
        const common = {
          id: f.name,
          name: f.name,
          value,
          required: !f.optional,
          'aria-required': !f.optional,
          'aria-invalid': invalidField === f.name ? true : undefined,
          'aria-describedby': f.hint ? `${f.name}-hint` : undefined,
        };
        return (
          <div className={`field ${f.kind === 'textarea' ? 'mny-field-wide' : ''}`} key={f.name}>
            <label htmlFor={f.name}>
              {f.label}
              {f.optional ? <span className="mny-optional"> (optional)</span> : <span aria-hidden="true"> *</span>}
            </label>
            {f.kind === 'select' ? (
              <select {...common} className="select" onChange={(e) => set(f, e.target.value)}>
                {f.name !== 'currency' && <option value="">Select…</option>}
                {f.options!.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.kind === 'textarea' ? (
              <textarea {...common} className="input" rows={2} maxLength={500} onChange={(e) => set(f, e.target.value)} />
            ) : (
              <input
                {...common}
                className={`input ${f.upper ? 'mny-upper' : ''}`}
                type={f.kind ?? 'text'}
                maxLength={f.maxLength ?? 500}
                autoComplete={f.autoComplete ?? 'off'}
                onChange={(e) => set(f, e.target.value)}
              />
            )}
            {f.hint && (
              <span className="hint" id={`${f.name}-hint`}>
                {f.hint}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The recipient shown in the PIN dialog. */
export function recipientOf(method: WithdrawalMethod, details: Record<string, unknown>): string {
  const s = (k: string) => (typeof details[k] === 'string' ? (details[k] as string) : '');
  switch (method) {
    case 'bank_transfer':
    case 'wire_transfer':
      return [s('accountHolderName'), s('bankName')].filter(Boolean).join(' · ');
    case 'digital_wallet':
      return [s('walletEmail'), PROVIDER_LABELS[s('walletProvider') as keyof typeof PROVIDER_LABELS]].filter(Boolean).join(' · ');
    case 'check':
      return s('payeeName');
  }
}
