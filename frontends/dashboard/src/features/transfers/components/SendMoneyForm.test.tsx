import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AccountFormatMessages,
  Api,
  ErrorCodes,
  KycRequiredMessages,
  PinErrorCodes,
  PinMessages,
  TransferMessages,
  formatUsd,
  quoteTransfer,
} from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { dashboardSummary, transferResult } from '@portal/web-core/testing/fixtures';
import { mockAnswer, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { fillIn, renderScreen } from '@portal/web-core/testing/render';
import { SendMoneyForm } from './SendMoneyForm';

const t = i18n.t.bind(i18n);

const BALANCE = 25_187_550;

function showForm(balanceCents = BALANCE) {
  mockAnswer(Api.me.dashboard, dashboardSummary(balanceCents));
  return renderScreen(<SendMoneyForm />, { path: '/dashboard/transfer' });
}

async function fill(user: ReturnType<typeof showForm>['user'], amount = '100.00') {
  await fillIn(user, screen.getByLabelText(t('moves.recipientName')), 'Ada Lovelace');
  await fillIn(user, screen.getByLabelText(t('moves.recipientAccount')), 'UNS-1234');
  await user.type(screen.getByLabelText(t('moves.amountUsd')), amount);
}

const send = () => screen.getByRole('button', { name: t('moves.sendMoney') });

describe('Send Money', () => {
  test('every invalid field is marked at once under the spec message; no PIN is asked', async () => {
    const { user } = showForm();
    const field = (key: 'moves.recipientName' | 'moves.recipientAccount' | 'moves.amountUsd' | 'moves.recipientBank') => screen.getByLabelText(t(key));
    for (const key of ['moves.recipientName', 'moves.recipientAccount', 'moves.amountUsd'] as const) expect(field(key)).toBeRequired();
    expect(field('moves.recipientBank')).not.toBeRequired();
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(TransferMessages.requiredFields);
    for (const key of ['moves.recipientName', 'moves.recipientAccount', 'moves.amountUsd'] as const) {
      expect(field(key)).toHaveAttribute('aria-invalid', 'true');
      expect(field(key)).toHaveAccessibleDescription(t('forms.required'));
    }
    expect(field('moves.recipientName')).toHaveFocus();
    await user.type(field('moves.recipientName'), 'Ada Lovelace');
    await user.type(field('moves.recipientAccount'), 'abc');
    await user.type(field('moves.amountUsd'), '0.00');
    await user.click(send());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('moves.recipientName')).not.toHaveAttribute('aria-invalid');
    expect(field('moves.recipientAccount')).toHaveAccessibleDescription(AccountFormatMessages.accountNumber);
    expect(field('moves.amountUsd')).toHaveAccessibleDescription(TransferMessages.minimumAmount);
    expect(field('moves.recipientAccount')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an amount the balance cannot cover (with the 1% charge) stops before the PIN', async () => {
    const { user } = showForm();
    await fill(user, '999999999');
    await user.click(send());
    const needed = quoteTransfer(99_999_999_900).paidCents;
    expect(screen.getByLabelText(t('moves.amountUsd'))).toHaveAccessibleDescription(TransferMessages.insufficient(needed, BALANCE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the 1% charge and the total are shown before the PIN', async () => {
    const { user } = showForm();
    await fill(user, '250.00');
    expect(screen.getByTestId('transfer-total')).toHaveTextContent(formatUsd(quoteTransfer(25_000).paidCents));
  });

  test('the PIN confirms the transfer; the result names the transaction and the new balance', async () => {
    const calls = mockRoute(Api.transfers.create, () => ok(transferResult({ transactionNumber: 'TRF-20261126-0042' }, 123_456)));
    const { user } = showForm();
    await fill(user);
    await user.click(send());
    const dialog = screen.getByRole('dialog', { name: t('pin.title') });
    expect(within(dialog).getByText('Ada Lovelace (UNS-1234)')).toBeVisible();
    await user.keyboard('246810{Enter}');
    expect(await screen.findByTestId('transfer-result')).toHaveTextContent(
      `${t('moves.completed', { number: 'TRF-20261126-0042' })} ${t('moves.newBalance', { amount: formatUsd(123_456) })}`,
    );
    expect(calls[0]!.body).toMatchObject({ recipientName: 'Ada Lovelace', recipientAccount: 'UNS-1234', amountCents: 10_000, transferType: 'within_unseaf' });
    expect(screen.getByLabelText(t('moves.recipientName'))).toHaveValue('');
  });

  test("the transfer counts against the budget line the recipient picks; left alone, the type's default is named and none is sent", async () => {
    const calls = mockRoute(Api.transfers.create, () => ok(transferResult({}, 123_456)));
    const { user } = showForm();
    const line = screen.getByLabelText(t('budget.lineField'));
    expect(line).toHaveDisplayValue(t('budget.lineDefaultIs', { line: t('budget.lineNames.other') }));
    await fill(user);
    await user.click(send());
    await user.keyboard('246810{Enter}');
    await screen.findByTestId('transfer-result');
    expect(calls[0]!.body).not.toHaveProperty('budgetLine');

    await fill(user);
    await user.selectOptions(screen.getByLabelText(t('budget.lineField')), 'travel');
    await user.click(send());
    await user.keyboard('246810{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ amountCents: 10_000, budgetLine: 'travel' });
  });

  test('a wrong PIN keeps the dialog with the message; a refusal that is not about the PIN closes it and shows the reason', async () => {
    let answer = refuse(400, PinErrorCodes.incorrect, PinMessages.incorrect(2));
    mockRoute(Api.transfers.create, () => answer);
    const { user } = showForm();
    await fill(user);
    await user.click(send());
    await user.keyboard('111111{Enter}');
    expect(await screen.findByText(PinMessages.incorrect(2))).toBeVisible();
    answer = refuse(409, ErrorCodes.conflict, 'Insufficient balance');
    await user.click(screen.getByLabelText(t('pin.digit', { n: 1 })));
    await user.keyboard('246810{Enter}');
    expect(await screen.findByTestId('transfer-error')).toHaveTextContent('Insufficient balance');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a KYC refusal sends the recipient to the dashboard with the transfers KYC message', async () => {
    mockRoute(Api.transfers.create, () => refuse(403, ErrorCodes.kycNotApproved, KycRequiredMessages.transfers));
    const { user } = showForm();
    await fill(user);
    await user.click(send());
    await user.keyboard('246810{Enter}');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(KycRequiredMessages.transfers);
  });
});
