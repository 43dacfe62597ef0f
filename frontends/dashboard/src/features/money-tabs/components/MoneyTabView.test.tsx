import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { KycMessages, KycRequiredMessages } from '@portal/contracts';
import { renderScreen } from '@portal/web-core/testing/render';
import { MoneyTabView } from './MoneyTabView';

describe("each money view's KYC alert (spec 2 §2.3-§2.6, §8)", () => {
  test.each([
    ['/dashboard?tab=transfer', 'transfer', KycRequiredMessages.transfers],
    ['/dashboard?tab=transfer&view=transfer_history', 'transfer', KycRequiredMessages.transfers],
    ['/dashboard?tab=transfer&view=new_payment', 'transfer', KycRequiredMessages.projectPayments],
    ['/dashboard?tab=transfer&view=payment_history', 'transfer', KycRequiredMessages.projectPayments],
    ['/dashboard?tab=transactions', 'transactions', KycRequiredMessages.transactions],
    ['/dashboard?tab=withdraw', 'withdraw', KycRequiredMessages.withdrawals],
  ] as const)('%s without approved KYC says its own text', (path, tab, text) => {
    renderScreen(<MoneyTabView tab={tab} restricted />, { path });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText(KycMessages.restricted)).toBeVisible();
  });
});
