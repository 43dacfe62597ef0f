import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, formatUsd } from '@portal/contracts';
import { USER_ID, withdrawalView } from '@portal/web-core/testing/fixtures';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { WithdrawalsPage } from './WithdrawalsPage';
import { signInAs } from '@portal/web-core/testing/keycloak';

const ROW = {
  ...withdrawalView({ userId: USER_ID }),
  user: { fullName: 'Amina Tester', email: 'amina@example.org', accountNumber: '0012345678' },
  grantTitle: 'Clean Water 2027',
  balanceCents: 1_234_567,
};

// The status changes and the endpoints' changes are the admin's (and a finance officer's) to make.
beforeAll(() => signInAs(['admin']));

describe('/admin/withdrawals (spec 2 §2.10, §6: the management view is read-only)', () => {
  test('each row names its grant and the current balance, and offers no status change', async () => {
    mockRoute(Api.admin.withdrawals, () => ok([ROW]));
    renderScreen(<WithdrawalsPage />);
    const row = (await screen.findByText(ROW.transactionNumber)).closest('tr')!;
    expect(within(row).getByText('Clean Water 2027')).toBeInTheDocument();
    expect(within(row).getByText(formatUsd(1_234_567))).toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Grant' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Current balance' })).toBeInTheDocument();
  });
});
