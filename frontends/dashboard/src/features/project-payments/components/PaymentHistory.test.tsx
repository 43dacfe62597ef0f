import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, ErrorCodes, KycRequiredMessages } from '@portal/contracts';
import { mockRoute, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { PaymentHistory } from './PaymentHistory';

describe('Payment History', () => {
  test('a history the server refuses for KYC says the spec text for project payments', async () => {
    mockRoute(Api.projectPayments.list, () => refuse(403, ErrorCodes.kycNotApproved, KycRequiredMessages.projectPayments));
    renderScreen(<PaymentHistory />, { path: '/dashboard' });
    expect(await screen.findByTestId('payments-error')).toHaveTextContent(KycRequiredMessages.projectPayments);
  });
});
