import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import {
  AccountFormatMessages,
  Api,
  CATALOGUES,
  ErrorCodes,
  PinErrorCodes,
  PinMessages,
  WITHDRAWAL_FEES,
  WithdrawalMessages,
  methodDetailsIssues,
  formatUsd,
  quoteWithdrawal,
} from '@portal/contracts';
import { quarterSummary, withdrawalView } from '@portal/web-core/testing/fixtures';
import { mockAnswer, mockPending, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { fillIn, renderScreen } from '@portal/web-core/testing/render';
import { Wizard } from './Wizard';

const ui = CATALOGUES.en.ui;
const PIN_SET = { hasPin: true, lockedUntil: null };
const CHECK_DETAILS: Array<[string, string]> = [
  [ui.wizard.field_payeeName, 'Amina Tester'],
  [ui.wizard.field_addressLine1, '5 Chemin des Fleurs'],
  [ui.wizard.field_city, 'Geneva'],
  [ui.wizard.field_state, 'GE'],
  [ui.wizard.field_zipCode, '1201'],
];

function showWizard() {
  return renderScreen(<Wizard pinStatus={PIN_SET} />, { path: '/withdrawals/new' });
}

const next = () => screen.getByRole('button', { name: ui.wizard.next });

/** Amount → Check → its details, up to the PIN dialog. */
async function walkToPin(user: ReturnType<typeof showWizard>['user'], amount = '100.00') {
  await user.type(await screen.findByLabelText(ui.wizard.amountLabel), amount);
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: new RegExp(WITHDRAWAL_FEES.check.label) }));
  await user.click(next());
  for (const [label, value] of CHECK_DETAILS) await fillIn(user, screen.getByLabelText(label, { exact: false }), value);
  await user.selectOptions(screen.getByLabelText(ui.wizard.field_country, { exact: false }), 'Other');
  await user.click(next());
  return screen.getByRole('dialog', { name: ui.pin.title });
}

describe('withdrawal wizard', () => {
  test('shows a spinner while the balance loads', async () => {
    mockPending(Api.withdrawals.limits);
    showWizard();
    expect(await screen.findByRole('status')).toHaveTextContent(ui.wizard.loadingBalance);
  });

  test('without a grant it says so and Continue waits', async () => {
    mockAnswer(Api.withdrawals.limits, null);
    showWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent(WithdrawalMessages.noGrant);
    expect(next()).toBeDisabled();
  });

  test('an amount above the balance is refused next to the amount, with the spec message', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary({ currentBalance: 50_000 }));
    const { user } = showWizard();
    expect(await screen.findByTestId('available-balance')).toHaveTextContent(formatUsd(50_000));
    const amount = screen.getByLabelText(ui.wizard.amountLabel);
    await user.type(amount, '600.00');
    await user.click(next());
    expect(amount).toHaveAccessibleDescription(WithdrawalMessages.insufficient(50_000));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: ui.wizard.amountTitle })).toBeVisible();
  });

  test('an amount above what is left of the quarter is refused', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary({ currentBalance: 900_000, currentQuarterRemaining: 20_000 }));
    const { user } = showWizard();
    const amount = await screen.findByLabelText(ui.wizard.amountLabel);
    await user.type(amount, '300.00');
    await user.click(next());
    expect(amount).toHaveAccessibleDescription(WithdrawalMessages.exceedsQuarter('Q4 2026', 20_000));
  });

  test('Continue waits for a method; each method card shows its fee; the preview shows the fee', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary());
    const { user } = showWizard();
    await user.type(await screen.findByLabelText(ui.wizard.amountLabel), '100.00');
    await user.click(next());
    expect(screen.getByRole('heading', { name: ui.wizard.methodTitle })).toBeVisible();
    expect(next()).toBeDisabled();
    const check = screen.getByRole('radio', { name: new RegExp(WITHDRAWAL_FEES.check.label) });
    expect(check).toHaveAccessibleDescription(new RegExp(WITHDRAWAL_FEES.check.feeText.replace(/[$.()+]/g, '\\$&')));
    await user.click(check);
    expect(next()).toBeEnabled();
    expect(screen.getAllByText(formatUsd(quoteWithdrawal('check', 10_000).feeCents)).length).toBeGreaterThan(0);
  });

  test('missing details mark every invalid field at once with the spec text; the first takes the focus', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary());
    const { user } = showWizard();
    await user.type(await screen.findByLabelText(ui.wizard.amountLabel), '100.00');
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: new RegExp(WITHDRAWAL_FEES.check.label) }));
    await user.click(next());
    await user.click(next());
    const expected = methodDetailsIssues('check', { country: '' });
    const labels: Record<string, string> = {
      payeeName: ui.wizard.field_payeeName,
      addressLine1: ui.wizard.field_addressLine1,
      city: ui.wizard.field_city,
      state: ui.wizard.field_state,
      zipCode: ui.wizard.field_zipCode,
      country: ui.wizard.field_country,
    };
    expect(Object.keys(expected)).toEqual(Object.keys(labels));
    for (const [name, label] of Object.entries(labels)) {
      const field = screen.getByLabelText(label, { exact: false });
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expected[name]!);
    }
    expect(screen.getByLabelText(ui.wizard.field_payeeName, { exact: false })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an account number or routing number of the wrong shape is refused before the PIN', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary());
    const { user } = showWizard();
    await user.type(await screen.findByLabelText(ui.wizard.amountLabel), '100.00');
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: new RegExp(WITHDRAWAL_FEES.bank_transfer.label) }));
    await user.click(next());
    await user.type(screen.getByLabelText(ui.wizard.field_accountNumber, { exact: false }), 'abc');
    await user.type(screen.getByLabelText(ui.wizard.field_routingNumber, { exact: false }), '1234');
    await user.click(next());
    expect(screen.getByLabelText(ui.wizard.field_accountNumber, { exact: false })).toHaveAccessibleDescription(AccountFormatMessages.accountNumber);
    expect(screen.getByLabelText(ui.wizard.field_routingNumber, { exact: false })).toHaveAccessibleDescription(
      expect.stringContaining(AccountFormatMessages.routingNumber),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a wrong PIN shows the spec message and clears the boxes; nothing is withdrawn', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary());
    const calls = mockRoute(Api.withdrawals.create, () => refuse(400, PinErrorCodes.incorrect, PinMessages.incorrect(2)));
    const { user } = showWizard();
    const dialog = await walkToPin(user);
    await user.keyboard('111111{Enter}');
    expect(await within(dialog).findByText(PinMessages.incorrect(2))).toBeVisible();
    expect(within(dialog).getByLabelText(ui.pin.digit.replace('{{n}}', '1'))).toHaveValue('');
    expect(calls[0]!.body).toMatchObject({ amountCents: 10_000, method: 'check', pin: '111111' });
  });

  test('the right PIN submits the withdrawal and shows Withdrawal Submitted! with the new balance', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary());
    const calls = mockRoute(Api.withdrawals.create, () =>
      ok({ withdrawal: withdrawalView(), balanceCents: 40_000, quarter: quarterSummary({ currentBalance: 40_000 }), replayed: false }),
    );
    const { user } = showWizard();
    await walkToPin(user);
    await user.keyboard('246810{Enter}');
    expect(await screen.findByRole('heading', { name: ui.wizard.doneTitle })).toBeVisible();
    expect(screen.getByTestId('transaction-number')).toHaveTextContent(withdrawalView().transactionNumber);
    expect(screen.getByTestId('new-balance')).toHaveTextContent(formatUsd(40_000));
    expect(calls[0]!.body).toMatchObject({ methodDetails: { payeeName: 'Amina Tester', city: 'Geneva', country: 'Other' } });
  });

  test('the details step asks which budget line the withdrawal counts against, and the choice is sent', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary());
    const calls = mockRoute(Api.withdrawals.create, () =>
      ok({ withdrawal: withdrawalView(), balanceCents: 40_000, quarter: quarterSummary({ currentBalance: 40_000 }), replayed: false }),
    );
    const { user } = showWizard();
    await user.type(await screen.findByLabelText(ui.wizard.amountLabel), '100.00');
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: new RegExp(WITHDRAWAL_FEES.check.label) }));
    await user.click(next());
    await user.selectOptions(screen.getByLabelText(ui.budget.lineField), 'equipment');
    for (const [label, value] of CHECK_DETAILS) await fillIn(user, screen.getByLabelText(label, { exact: false }), value);
    await user.selectOptions(screen.getByLabelText(ui.wizard.field_country, { exact: false }), 'Other');
    await user.click(next());
    await user.keyboard('246810{Enter}');
    expect(await screen.findByRole('heading', { name: ui.wizard.doneTitle })).toBeVisible();
    expect(calls[0]!.body).toMatchObject({ method: 'check', budgetLine: 'equipment' });
  });

  test('a KYC refusal sends the recipient to the dashboard with the KYC message', async () => {
    mockAnswer(Api.withdrawals.limits, quarterSummary());
    mockRoute(Api.withdrawals.create, () => refuse(403, ErrorCodes.kycNotApproved, WithdrawalMessages.kycRequired));
    const { user } = showWizard();
    await walkToPin(user);
    await user.keyboard('246810{Enter}');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/dashboard ${WithdrawalMessages.kycRequired}`);
  });
});
