import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, CATALOGUES, type AdminCharts, type AdminOverview } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockAnswer } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { OverviewTab } from './OverviewTab';

const ADMIN = 'a1a1a1a1-0000-4000-8000-000000000001';
const none = { count: 0, volumeCents: 0 };
const OVERVIEW: AdminOverview = {
  totalUsers: 12,
  activeUsers: 9,
  totalBalanceCents: 100_000,
  pendingAccounts: 2,
  pendingKyc: 1,
  grantConflicts: 0,
  transactions: none,
  transfers: none,
  withdrawals: none,
  projectPayments: none,
  totalVolumeCents: 0,
  averageTransactionCents: 0,
  activityRate: 0,
  recentTransactions: [],
};
const CHARTS: AdminCharts = {
  weeks: ['2026-11-16', '2026-11-23'],
  disbursements: [
    { week: '2026-11-16', grantCents: 5_000_000, adjustmentCents: 0, count: 1 },
    { week: '2026-11-23', grantCents: 0, adjustmentCents: 2_500, count: 1 },
  ],
  kycFunnel: [
    { stage: 'registered', count: 12 },
    { stage: 'approved', count: 9 },
    { stage: 'documents', count: 7 },
    { stage: 'verified', count: 5 },
  ],
  tickets: [
    { week: '2026-11-16', open: 1, inProgress: 2, resolved: 3 },
    { week: '2026-11-23', open: 4, inProgress: 0, resolved: 0 },
  ],
};

beforeAll(() => signInAs(['admin'], ADMIN));

const rowOf = (table: HTMLElement, head: string) => within(table).getByRole('rowheader', { name: head }).closest('tr')!;

describe('admin overview charts', () => {
  test('disbursements per week, the KYC funnel and the ticket backlog come above the tiles, each with its words and its table', async () => {
    mockAnswer(Api.adminUsers.overview, OVERVIEW);
    mockAnswer(Api.charts.admin, CHARTS);
    renderScreen(<OverviewTab />, { path: '/admin/dashboard' });
    const texts = CATALOGUES.en.ui.charts;

    // The first render loads the lazy chart chunk (compiled on the fly in these tests).
    const disbursements = await screen.findByRole('figure', { name: texts.disbursementsTitle }, { timeout: 30_000 });
    expect(disbursements).toHaveTextContent(
      'Paid out of the grant fund in the 2 weeks from Nov 16, 2026: $50,025.00, most in the week of Nov 16, 2026 ($50,000.00).',
    );
    expect(rowOf(within(disbursements).getByRole('table'), 'Nov 23, 2026')).toHaveTextContent('$0.00$25.00$25.00');

    const funnel = screen.getByRole('figure', { name: texts.funnelTitle });
    expect(funnel).toHaveTextContent('Registered 12, Account approved 9, Documents submitted 7, and KYC verified 5');
    expect(rowOf(within(funnel).getByRole('table'), texts.stage_verified)).toHaveTextContent('5');

    const tickets = screen.getByRole('figure', { name: texts.ticketsTitle });
    expect(tickets).toHaveTextContent('10; by where they stand now: 5 open, 2 in progress, 3 resolved');
    expect(rowOf(within(tickets).getByRole('table'), 'Nov 16, 2026')).toHaveTextContent('1236');

    // The charts come before the number tiles.
    const tiles = await screen.findByText('Total Users');
    expect(disbursements.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
