import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import {
  AccountFormatMessages,
  Api,
  BUDGET_LINE_EXCEEDED,
  BudgetMessages,
  CATALOGUES,
  CATEGORY_EXTRA_FIELD_INFO,
  ErrorCodes,
  ProjectPaymentMessages,
  formatUsd,
  quoteProjectPayment,
} from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { dashboardSummary, projectPaymentView } from '@portal/web-core/testing/fixtures';
import { mockAnswer, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { fillIn, renderScreen } from '@portal/web-core/testing/render';
import { ProjectPaymentForm } from './ProjectPaymentForm';

const t = i18n.t.bind(i18n);

const BALANCE = 500_000;

function showForm(balanceCents: number | null = BALANCE) {
  if (balanceCents === null) mockRoute(Api.me.dashboard, () => refuse(503, ErrorCodes.serviceUnavailable, 'down'));
  else mockAnswer(Api.me.dashboard, dashboardSummary(balanceCents));
  return renderScreen(<ProjectPaymentForm />, { path: '/dashboard/transfer' });
}

/** A complete staff payment, up to the PIN step. */
async function fillCompleteStaffPayment(user: ReturnType<typeof showForm>['user']) {
  await fillStaffPayment(user);
  await fillIn(user, screen.getByLabelText(t('projectPayments.extra_employee_id')), 'EMP-7');
}

const submit = () => screen.getByRole('button', { name: t('projectPayments.submitPayment') });

async function fillStaffPayment(user: ReturnType<typeof showForm>['user']) {
  await user.selectOptions(screen.getByLabelText(t('projectPayments.category')), 'staff_personnel');
  await fillIn(user, screen.getByLabelText(t('projectPayments.vendorName')), 'Field Team Ltd');
  await fillIn(user, screen.getByLabelText(t('projectPayments.amountUsd')), '1000');
  await fillIn(user, screen.getByLabelText(t('projectPayments.purposeDescription')), 'Salaries for March');
  await fillIn(user, screen.getByLabelText(t('projectPayments.accountNumber')), '12345678');
  await fillIn(user, screen.getByLabelText(t('projectPayments.bankName')), 'Equity Bank');
  await fillIn(user, screen.getByLabelText(t('projectPayments.contactPhone')), '+254700000000');
}

describe('Create Project Payment', () => {
  test('an empty form lists every problem at once, in the spec words, and asks no PIN', async () => {
    const { user } = showForm();
    await user.click(submit());
    const errors = screen.getByTestId('payment-errors');
    expect(errors).toHaveTextContent(ProjectPaymentMessages.formErrors);
    const listed = within(errors)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed.length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("an account number without the contract's account shape is marked beside the field and asks no PIN", async () => {
    const { user } = showForm();
    await fillCompleteStaffPayment(user);
    const account = screen.getByLabelText(t('projectPayments.accountNumber'));
    await user.clear(account);
    await user.type(account, 'abc');
    await user.click(submit());
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription(AccountFormatMessages.accountNumber);
    expect(account).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("the category's extra field is required and listed; the 1.5% fee and total show", async () => {
    const { user } = showForm();
    await fillStaffPayment(user);
    await user.click(submit());
    expect(
      within(screen.getByTestId('payment-errors'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([CATEGORY_EXTRA_FIELD_INFO.employee_id.required]);
    expect(screen.getByTestId('payment-total')).toHaveTextContent(formatUsd(quoteProjectPayment(100_000).totalCents));
  });

  test('international asks for SWIFT, bank country, currency, IBAN and routing', async () => {
    const { user } = showForm();
    expect(screen.queryByLabelText(t('projectPayments.swiftCode'))).toBeNull();
    await user.click(screen.getByLabelText(t('projectPayments.international')));
    await user.click(submit());
    const listed = within(screen.getByTestId('payment-errors'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(listed).toEqual(expect.arrayContaining([ProjectPaymentMessages.swiftRequired, ProjectPaymentMessages.bankCountryRequired]));
    await user.type(screen.getByLabelText(t('projectPayments.swiftCode')), 'natwgb2l');
    expect(screen.getByLabelText(t('projectPayments.swiftCode'))).toHaveValue('NATWGB2L');
  });

  test('a complete request goes out with the PIN and the result names it', async () => {
    const calls = mockRoute(Api.projectPayments.create, () => ok({ payment: projectPaymentView(), balanceCents: 398_500, replayed: false }));
    const { user } = showForm();
    await fillStaffPayment(user);
    await user.type(screen.getByLabelText(t('projectPayments.extra_employee_id')), 'EMP-7');
    await user.click(submit());
    await screen.findByRole('dialog');
    await user.keyboard('246810{Enter}');
    expect(await screen.findByTestId('payment-result')).toHaveTextContent(
      t('projectPayments.submittedResult', {
        number: projectPaymentView().transactionNumber!,
        time: t('projectPayments.processingTime'),
        balance: formatUsd(398_500),
      }),
    );
    expect(calls[0]!.body).toMatchObject({ category: 'staff_personnel', amountCents: 100_000, recipientDetails: { employee_id: 'EMP-7' } });
  });

  test('the payment names the budget line the recipient picks', async () => {
    const calls = mockRoute(Api.projectPayments.create, () => ok({ payment: projectPaymentView(), balanceCents: 398_500, replayed: false }));
    const { user } = showForm();
    await fillCompleteStaffPayment(user);
    await user.selectOptions(screen.getByLabelText(t('budget.lineField')), 'equipment');
    await user.click(submit());
    await screen.findByRole('dialog');
    await user.keyboard('246810{Enter}');
    await screen.findByTestId('payment-result');
    expect(calls[0]!.body).toMatchObject({ category: 'staff_personnel', budgetLine: 'equipment' });
  });

  test('an empty form marks each required field next to itself, under the spec summary, and focuses the first', async () => {
    const { user } = showForm();
    const required = [
      ['projectPayments.category', ProjectPaymentMessages.invalidCategory],
      ['projectPayments.vendorName', ProjectPaymentMessages.vendorRequired],
      ['projectPayments.amountUsd', ProjectPaymentMessages.amountMinimum],
      ['projectPayments.purposeDescription', ProjectPaymentMessages.purposeRequired],
      ['projectPayments.accountNumber', ProjectPaymentMessages.accountNumberRequired],
      ['projectPayments.bankName', ProjectPaymentMessages.bankNameRequired],
      ['projectPayments.contactPhone', ProjectPaymentMessages.contactPhoneRequired],
    ] as const;
    for (const [label] of required) expect(screen.getByLabelText(t(label))).toBeRequired();
    expect(screen.getByLabelText(t('projectPayments.projectPhase'))).not.toBeRequired();
    await user.click(submit());
    expect(screen.getByTestId('payment-errors').firstElementChild).toHaveTextContent(ProjectPaymentMessages.formErrors);
    for (const [label, message] of required) {
      expect(screen.getByLabelText(t(label))).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(t(label))).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText(t('projectPayments.category'))).toHaveFocus();
  });

  test('a payment the balance cannot cover with its fee stops before the PIN with the spec message', async () => {
    const { user } = showForm(100_000);
    await fillCompleteStaffPayment(user);
    await user.click(submit());
    const message = ProjectPaymentMessages.insufficient(quoteProjectPayment(100_000).totalCents, 100_000);
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(message);
    expect(screen.getByLabelText(t('projectPayments.amountUsd'))).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('without the balance no PIN is asked: Failed to verify account balance', async () => {
    const { user } = showForm(null);
    await fillCompleteStaffPayment(user);
    await user.click(submit());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(ProjectPaymentMessages.balanceCheckFailed);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test.each([
    [
      'a request key used for another payment (duplicate)',
      409,
      ErrorCodes.conflict,
      'This idempotency key was already used for a different request',
      ProjectPaymentMessages.similarExists,
    ],
    ['a category refusal', 400, ErrorCodes.validationFailed, ProjectPaymentMessages.invalidCategory, ProjectPaymentMessages.invalidCategorySelected],
    [
      'a ledger refusal without a reason',
      400,
      ErrorCodes.validationFailed,
      ProjectPaymentMessages.processFailed('refused'),
      ProjectPaymentMessages.violatesConstraints,
    ],
    ['a permission refusal', 403, ErrorCodes.forbidden, 'Forbidden', ProjectPaymentMessages.noPermission],
    ['a lost session', 401, ErrorCodes.unauthenticated, 'Unauthorized', 'Authentication failed. Please log in again.'],
    ['a payment over its budget line', 400, BUDGET_LINE_EXCEEDED, BudgetMessages.lineExceeded('personnel', 101_500, 0), CATALOGUES.en.ui.budget.lineExceeded],
  ])('%s shows the spec text', async (_case, status, code, message, shown) => {
    mockRoute(Api.projectPayments.create, () => refuse(status, code, message));
    const { user } = showForm();
    await fillCompleteStaffPayment(user);
    await user.click(submit());
    await screen.findByRole('dialog');
    await user.keyboard('246810{Enter}');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(shown);
  });
});
