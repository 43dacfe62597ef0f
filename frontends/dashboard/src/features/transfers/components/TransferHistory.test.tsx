import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, ErrorCodes, KycRequiredMessages } from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { transferView } from '@portal/web-core/testing/fixtures';
import { mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { TransferHistory } from './TransferHistory';

const t = i18n.t.bind(i18n);

describe('Transfer History', () => {
  test('no transfers: the empty text alone, no table of squeezed headings', async () => {
    mockRoute(Api.transfers.list, () => ok([]));
    renderScreen(<TransferHistory />, { path: '/dashboard' });
    expect(await screen.findByText(t('moves.noTransfers'))).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('each cell of a transfer is labelled with its column for the phone layout', async () => {
    mockRoute(Api.transfers.list, () => ok([transferView()]));
    renderScreen(<TransferHistory />, { path: '/dashboard' });
    const table = await screen.findByRole('table', { name: t('moves.transfersLabel') });
    const [row] = within(table).getAllByTestId('transfer-row');
    const labels = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual([
      t('moves.trxNo'),
      t('moves.dateUpper'),
      t('moves.recipientUpper'),
      t('moves.typeUpper'),
      t('moves.amountUpper'),
      t('moves.chargeUpper'),
      t('moves.totalUpper'),
      t('moves.statusUpper'),
    ]);
  });

  test('a history the server refuses for KYC says the spec text for transfers', async () => {
    mockRoute(Api.transfers.list, () => refuse(403, ErrorCodes.kycNotApproved, KycRequiredMessages.transfers));
    renderScreen(<TransferHistory />, { path: '/dashboard' });
    expect(await screen.findByText(KycRequiredMessages.transfers)).toHaveAttribute('role', 'alert');
  });
});
