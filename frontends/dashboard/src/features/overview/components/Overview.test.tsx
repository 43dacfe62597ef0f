import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, CATALOGUES, PROJECT_PAYMENT_CATEGORIES, type DashboardSummary, type RecipientCharts } from '@portal/contracts';
import { applyLanguage } from '@portal/web-core';
import { USER_ID, recipientProfile } from '@portal/web-core/testing/fixtures';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockAnswer, mockPending } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { Overview } from './Overview';

const PROFILE = recipientProfile({
  email: 'amina@example.org',
  firstName: 'Amina',
  lastName: 'Tester',
  fullName: 'Amina Tester',
  grantNumber: 'GR-2026-001',
  accountNumber: '770012345678',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function monthsAgo(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const SUMMARY: DashboardSummary = {
  balanceCents: 4_000_000,
  grant: { title: 'Clean Water', totalCents: 5_000_000, startDate: monthsAgo(1), currentBalanceCents: 4_000_000, quarterUsedCents: [200_000, 0, 0, 0] },
  pendingWithdrawalsCents: 0,
  todayTransactionCount: 0,
  latestCredits: [],
  latestDebits: [],
  recent: [],
};

const CHARTS: RecipientCharts = {
  from: '2026-11-24',
  to: '2026-11-26',
  balance: [
    { date: '2026-11-24', balanceCents: 0 },
    { date: '2026-11-25', balanceCents: 5_000_000 },
    { date: '2026-11-26', balanceCents: 4_000_000 },
  ],
  spendingByType: [
    { type: 'transfer', amountCents: 12_345 },
    { type: 'payment', amountCents: 597_655 },
    { type: 'withdrawal', amountCents: 200_000 },
    { type: 'fee', amountCents: 190_000 },
  ],
  paymentsByCategory: PROJECT_PAYMENT_CATEGORIES.map((category) => ({ category, amountCents: category === 'staff_personnel' ? 597_655 : 0 })),
};

beforeAll(() => signInAs(['recipient'], USER_ID));
afterEach(() => applyLanguage('en'));

function showOverview() {
  mockAnswer(Api.me.dashboard, SUMMARY);
  mockAnswer(Api.charts.recipient, CHARTS);
  return renderScreen(<Overview profile={PROFILE} restricted={false} />, { path: '/dashboard' });
}

/** The first render loads the lazy chart chunk (compiled on the fly in these tests). */
const LAZY_MS = 30_000;

const rowOf = (table: HTMLElement, head: string) => within(table).getByRole('rowheader', { name: head }).closest('tr')!;

describe('dashboard charts', () => {
  test('balance over time, the grant and quarter bars, spending by type and by category, each with its words and its table', async () => {
    showOverview();
    const texts = CATALOGUES.en.ui.charts;
    const balance = await screen.findByRole('figure', { name: texts.balanceTitle }, { timeout: LAZY_MS });
    expect(
      within(balance).getByText(/Closing balance each day from Nov 24, 2026 to Nov 26, 2026: \$0\.00 at the start, \$40,000\.00 at the end/),
    ).toBeInTheDocument();
    expect(rowOf(within(balance).getByRole('table'), 'Nov 25, 2026')).toHaveTextContent('$50,000.00');

    const limits = screen.getByRole('figure', { name: texts.limitsTitle });
    expect(rowOf(within(limits).getByRole('table'), texts.grantUsed)).toHaveTextContent('$10,000.00$50,000.0020%');
    // The first quarter of the grant: its limit is 33.33 % of the award, its withdrawals the quarter's usage.
    expect(rowOf(within(limits).getByRole('table'), 'Q1 used against its limit')).toHaveTextContent('$2,000.00$16,665.0012%');

    const spending = screen.getByRole('figure', { name: texts.spendingTitle });
    expect(within(spending).getByText(/\$10,000\.00 in all/)).toBeInTheDocument();
    expect(rowOf(within(spending).getByRole('table'), texts.type_fee)).toHaveTextContent('$1,900.00');

    const categories = screen.getByRole('figure', { name: texts.categoriesTitle });
    expect(within(categories).getAllByRole('rowheader')).toHaveLength(PROJECT_PAYMENT_CATEGORIES.length);
    expect(rowOf(within(categories).getByRole('table'), CATALOGUES.en.ui.projectPayments.category_staff_personnel)).toHaveTextContent('$5,976.55');
  });

  test('the charts speak German with German amounts when the recipient chose German', async () => {
    await applyLanguage('de');
    showOverview();
    const texts = CATALOGUES.de.ui.charts;
    const balance = await screen.findByRole('figure', { name: texts.balanceTitle }, { timeout: LAZY_MS });
    expect(within(balance).getByRole('columnheader', { name: texts.balance })).toBeInTheDocument();
    expect(rowOf(within(balance).getByRole('table'), '25. Nov. 2026')).toHaveTextContent(/50\.000,00\s\$/);
    expect(screen.getAllByRole('button', { name: texts.showTable })).toHaveLength(4);
    expect(screen.getByRole('figure', { name: texts.spendingTitle })).toHaveTextContent(texts.type_withdrawal);
  });

  test('the charts’ place says they are loading while their figures load', async () => {
    mockAnswer(Api.me.dashboard, SUMMARY);
    mockPending(Api.charts.recipient);
    renderScreen(<Overview profile={PROFILE} restricted={false} />, { path: '/dashboard' });
    expect(await screen.findByText(CATALOGUES.en.ui.charts.loading, undefined, { timeout: LAZY_MS })).toBeInTheDocument();
  });
});
