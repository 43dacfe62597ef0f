import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, ErrorCodes, KycRequiredMessages } from '@portal/contracts';
import { mockRoute, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { TransferHistory } from './TransferHistory';

describe('Transfer History', () => {
  test('a history the server refuses for KYC says the spec text for transfers', async () => {
    mockRoute(Api.transfers.list, () => refuse(403, ErrorCodes.kycNotApproved, KycRequiredMessages.transfers));
    renderScreen(<TransferHistory />, { path: '/dashboard' });
    expect(await screen.findByText(KycRequiredMessages.transfers)).toHaveAttribute('role', 'alert');
  });
});
