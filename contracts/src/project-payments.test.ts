import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { AccountFormatMessages } from './account-formats.js';
import {
  addBusinessDays,
  ProjectPaymentMessages as M,
  normalizedRecipientDetails,
  projectPaymentDisplayNumber,
  projectPaymentErrors,
  quoteProjectPayment,
  type CreateProjectPaymentBody,
} from './project-payments.js';
import { CreateProjectPaymentBodySchema } from './schemas/project-payments.js';

const base: CreateProjectPaymentBody = {
  category: 'staff_personnel',
  recipientName: 'Field Team Ltd',
  amountCents: 100_000,
  purposeDescription: 'Salaries for March',
  recipientDetails: { accountNumber: '12345678', bankName: 'First Bank', contactPhone: '+254700000000', employee_id: 'EMP-7' },
  pin: '739164',
  idempotencyKey: 'key-12345678',
};
const errorsOf = (body: CreateProjectPaymentBody) => projectPaymentErrors(CreateProjectPaymentBodySchema.parse(body));

test('fee 1.5% rounded half up; total = amount + fee (× 1.015), net = amount − fee (× 0.985), exact in cents', () => {
  assert.deepEqual(quoteProjectPayment(100_000), { amountCents: 100_000, feeCents: 1_500, totalCents: 101_500, netCents: 98_500 });
  assert.deepEqual(quoteProjectPayment(33_333), { amountCents: 33_333, feeCents: 500, totalCents: 33_833, netCents: 32_833 }, '499.995 → 500');
  assert.deepEqual(quoteProjectPayment(2), { amountCents: 2, feeCents: 0, totalCents: 2, netCents: 2 });
});

test('a complete domestic payment has no errors and defaults to domestic, USD', () => {
  assert.deepEqual(errorsOf(base), []);
  const details = normalizedRecipientDetails(CreateProjectPaymentBodySchema.parse(base));
  assert.equal(details.paymentType, 'domestic');
  assert.equal(details.currency, 'USD');
  assert.equal(details.employee_id, 'EMP-7');
});

test('every problem is listed, in form order, with the spec texts', () => {
  const errors = errorsOf({ ...base, category: 'gifts', recipientName: ' ', amountCents: 1, purposeDescription: '', recipientDetails: {} });
  assert.deepEqual(errors, [
    M.invalidCategory,
    M.vendorRequired,
    'Payment amount must be greater than $0.01',
    M.purposeRequired,
    M.contactPhoneRequired,
    M.bankNameRequired,
    M.accountNumberRequired,
  ]);
});

test("a new request's account number has the contract's account shape (stored payments are not checked again)", () => {
  const withAccount = (accountNumber: string) => errorsOf({ ...base, recipientDetails: { ...base.recipientDetails, accountNumber } });
  for (const bad of ['abc', 'X1', '12', 'AB-12']) assert.deepEqual(withAccount(bad), [AccountFormatMessages.accountNumber], bad);
  for (const good of ['1234', '0012345678', 'GB29 NWBK 6016 1331 9268 19']) assert.deepEqual(withAccount(good), [], good);
});

test('each category requires its extra fields (spec 2 §3)', () => {
  const without = (category: string) => errorsOf({ ...base, category, recipientDetails: { ...base.recipientDetails, employee_id: '' } });
  assert.deepEqual(without('contractors_suppliers'), ['Contract number is required', 'Company registration is required']);
  assert.deepEqual(without('professional_services'), ['License number is required', 'Tax ID is required']);
  assert.deepEqual(without('staff_personnel'), ['Employee ID is required']);
  assert.deepEqual(without('equipment_assets'), ['Contract number is required']);
  for (const category of ['utilities_operations', 'training_capacity', 'community_services', 'administrative']) assert.deepEqual(without(category), []);
});

test('international payments need SWIFT (max 11, uppercased), bank country and a listed currency; IBAN and routing are optional', () => {
  const intl = { ...base, paymentType: 'international' as const };
  assert.deepEqual(errorsOf(intl), [M.swiftRequired, M.bankCountryRequired, M.currencyRequired]);
  const ok = {
    ...intl,
    recipientDetails: { ...base.recipientDetails, swiftCode: 'deutdeff500', bankCountry: 'Germany', currency: 'EUR', iban: 'de89370400440532013000' },
  };
  assert.deepEqual(errorsOf(ok), []);
  const details = normalizedRecipientDetails(CreateProjectPaymentBodySchema.parse(ok));
  assert.equal(details.swiftCode, 'DEUTDEFF500');
  assert.equal(details.iban, 'DE89370400440532013000');
  assert.equal(details.currency, 'EUR');
  assert.deepEqual(errorsOf({ ...ok, recipientDetails: { ...ok.recipientDetails, swiftCode: 'DEUTDEFF5000' } }), ['SWIFT code must be at most 11 characters']);
  assert.deepEqual(errorsOf({ ...ok, recipientDetails: { ...ok.recipientDetails, currency: 'JPY' } }), [
    'Currency must be one of USD, EUR, GBP, CAD, AUD, ZAR, KES, NGN',
  ]);
});

test('a payment without a transaction number shows PP plus the last 8 characters of its id', () => {
  assert.equal(projectPaymentDisplayNumber({ id: '6f1d3a58-5c4e-4a8e-9d7e-0d0f6b9a1c11', transactionNumber: null }), 'PP6b9a1c11');
  assert.equal(projectPaymentDisplayNumber({ id: 'x', transactionNumber: 'PP-20261122-00042' }), 'PP-20261122-00042');
});

test('expected completion: business days skip the weekend', () => {
  assert.equal(addBusinessDays(new Date('2026-11-20T10:00:00Z'), 3).toISOString(), '2026-11-25T10:00:00.000Z', 'Friday + 3 → Wednesday');
  assert.equal(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 3).toISOString(), '2026-11-26T10:00:00.000Z', 'Monday + 3 → Thursday');
});
