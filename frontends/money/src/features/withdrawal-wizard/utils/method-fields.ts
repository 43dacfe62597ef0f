import {
  CHECK_COUNTRIES,
  DEFAULT_WALLET_CURRENCY,
  METHOD_DETAIL_LIMITS,
  WALLET_CURRENCIES,
  WALLET_PROVIDER_LABELS,
  WALLET_PROVIDERS,
  type WithdrawalMethod,
} from '@portal/contracts/web';

/** The details form's values by field name, as typed. */
export type Details = Record<string, string>;

type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select';
export interface FieldDef {
  name: string;
  /** The English label; screens show the catalogue's `wizard.field_<name>`. */
  label: string;
  kind?: FieldKind;
  optional?: boolean;
  /** labelKey: the catalogue key of an option's text (brand names and country names are shown as they are). */
  options?: ReadonlyArray<{
    value: string;
    label: string;
    labelKey?: 'wizard.checking' | 'wizard.savings' | 'wizard.verified' | 'wizard.unverified' | 'wizard.walletOther';
  }>;
  /** The schema's limit (METHOD_DETAIL_LIMITS.text when not given). */
  maxLength?: number;
  upper?: boolean;
  /** The hint's catalogue key and its variables. */
  hint?: { key: 'wizard.routingHint' | 'wizard.swiftHint' | 'wizard.walletEmailHint'; max?: number };
  autoComplete?: string;
}

const opt = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const { accountNumber, routingNumber, swiftCode, walletEmail } = METHOD_DETAIL_LIMITS;

const bankFields = (routingMax?: number): FieldDef[] => [
  { name: 'accountHolderName', label: 'Account Holder Name', autoComplete: 'name' },
  { name: 'bankName', label: 'Bank Name' },
  { name: 'accountNumber', label: 'Account Number', maxLength: accountNumber },
  { name: 'routingNumber', label: 'Routing Number', maxLength: routingMax, hint: routingMax ? { key: 'wizard.routingHint', max: routingMax } : undefined },
  {
    name: 'accountType',
    label: 'Account Type',
    kind: 'select',
    options: [
      { value: 'checking', label: 'Checking', labelKey: 'wizard.checking' },
      { value: 'savings', label: 'Savings', labelKey: 'wizard.savings' },
    ],
  },
  { name: 'bankAddress', label: 'Bank Address', kind: 'textarea' },
  { name: 'beneficiaryAddress', label: 'Beneficiary Address', kind: 'textarea' },
];

/** Every field of spec 2 §3 per method, in display order. Ids equal the field names. */
export const METHOD_FIELDS: Record<WithdrawalMethod, FieldDef[]> = {
  bank_transfer: [...bankFields(routingNumber), { name: 'referenceNote', label: 'Reference Note', optional: true }],
  wire_transfer: [
    ...bankFields(),
    { name: 'swiftCode', label: 'SWIFT/BIC Code', maxLength: swiftCode, upper: true, hint: { key: 'wizard.swiftHint', max: swiftCode } },
    { name: 'intermediaryBank', label: 'Intermediary Bank', optional: true },
    { name: 'intermediarySwift', label: 'Intermediary SWIFT/BIC', optional: true, maxLength: swiftCode, upper: true },
    { name: 'wireInstructions', label: 'Wire Instructions', kind: 'textarea' },
    { name: 'beneficiaryPhone', label: 'Beneficiary Phone', kind: 'tel', autoComplete: 'tel' },
    { name: 'referenceNote', label: 'Reference Note', optional: true },
  ],
  digital_wallet: [
    {
      name: 'walletProvider',
      label: 'Wallet Provider',
      kind: 'select',
      options: WALLET_PROVIDERS.map((p) => ({
        value: p,
        label: WALLET_PROVIDER_LABELS[p],
        labelKey: p === 'other' ? ('wizard.walletOther' as const) : undefined,
      })),
    },
    { name: 'walletEmail', label: 'Wallet Email or Phone', maxLength: walletEmail, hint: { key: 'wizard.walletEmailHint' } },
    { name: 'walletId', label: 'Wallet ID', optional: true },
    {
      name: 'verificationStatus',
      label: 'Verification Status',
      kind: 'select',
      options: [
        { value: 'verified', label: 'Verified', labelKey: 'wizard.verified' },
        { value: 'unverified', label: 'Unverified', labelKey: 'wizard.unverified' },
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

/** Empty details for a method (the wallet's currency preselected). */
export function initialDetails(method: WithdrawalMethod): Details {
  const d: Details = {};
  for (const f of METHOD_FIELDS[method]) d[f.name] = '';
  if (method === 'digital_wallet') d.currency = DEFAULT_WALLET_CURRENCY;
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

/** The recipient shown in the PIN dialog. */
export function recipientOf(method: WithdrawalMethod, details: Record<string, unknown>): string {
  const s = (k: string) => (typeof details[k] === 'string' ? (details[k] as string) : '');
  switch (method) {
    case 'bank_transfer':
    case 'wire_transfer':
      return [s('accountHolderName'), s('bankName')].filter(Boolean).join(' · ');
    case 'digital_wallet':
      return [s('walletEmail'), WALLET_PROVIDER_LABELS[s('walletProvider') as keyof typeof WALLET_PROVIDER_LABELS]].filter(Boolean).join(' · ');
    case 'check':
      return s('payeeName');
  }
}
