import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, ErrorCodes, KycRequiredMessages, PinErrorCodes, PinMessages, TransferMessages, formatUsd, quoteTransfer } from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { transferResult } from '@portal/web-core/testing/fixtures';
import { mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { SendMoneyForm } from './SendMoneyForm';

const t = i18n.t.bind(i18n);

function showForm() {
  return renderScreen(<SendMoneyForm />, { path: '/dashboard/transfer' });
}

async function fill(user: ReturnType<typeof showForm>['user'], amount = '100.00') {
  await user.type(screen.getByLabelText(t('moves.recipientName')), 'Ada Lovelace');
  await user.type(screen.getByLabelText(t('moves.recipientAccount')), 'UNS-1234');
  await user.type(screen.getByLabelText(t('moves.amountUsd')), amount);
}

const send = () => screen.getByRole('button', { name: t('moves.sendMoney') });

describe('Send Money', () => {
  test('required fields first, then the amount, each in the spec words; no PIN is asked', async () => {
    const { user } = showForm();
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(TransferMessages.requiredFields);
    await user.type(screen.getByLabelText(t('moves.recipientName')), 'Ada Lovelace');
    await user.type(screen.getByLabelText(t('moves.recipientAccount')), 'UNS-1234');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(TransferMessages.requiredFields);
    await user.type(screen.getByLabelText(t('moves.amountUsd')), '0.00');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(TransferMessages.minimumAmount);
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
