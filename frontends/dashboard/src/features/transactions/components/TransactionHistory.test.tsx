import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Api, TRANSACTIONS_PAGE_DEFAULT, type TransactionView } from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { USER_ID } from '@portal/web-core/testing/fixtures';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockPending, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { TransactionHistory } from './TransactionHistory';

const t = i18n.t.bind(i18n);

beforeAll(() => signInAs(['recipient'], USER_ID));

/** `count` rows, newest first, numbered from `from` downwards. */
function rows(from: number, count: number): TransactionView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(from - i),
    transactionNumber: `TRX${String(from - i).padStart(8, '0')}`,
    type: 'credit' as const,
    amountCents: 1_000,
    postBalanceCents: 100_000 + (from - i) * 1_000,
    description: `Credit ${from - i}`,
    reference: null,
    status: 'completed',
    category: 'adjustment',
    createdAt: new Date(Date.UTC(2026, 10, 1) + (from - i) * 60_000).toISOString(),
  }));
}

const tableRows = async () => within(await screen.findByRole('table', { name: t('transactions.tableLabel') })).getAllByTestId('transaction-row');

describe('Transaction History', () => {
  test('loading shows the loading state, an empty history the empty text without "Load more"', async () => {
    mockPending(Api.me.transactions);
    const { unmount } = renderScreen(<TransactionHistory />, { path: '/dashboard' });
    expect(await screen.findByText(t('transactions.loading'))).toBeVisible();
    unmount();

    mockRoute(Api.me.transactions, () => ok({ items: [], nextCursor: null }));
    renderScreen(<TransactionHistory />, { path: '/dashboard' });
    expect(await screen.findByTestId('transactions-empty')).toHaveTextContent(t('transactions.empty'));
    expect(screen.queryByRole('button', { name: t('transactions.loadMore') })).toBeNull();
  });

  test('"Load more" appends the next older page from the cursor until the history ends', async () => {
    const calls = mockRoute(Api.me.transactions, ({ query }) =>
      query.cursor === 'page-2' ? ok({ items: rows(70, 20), nextCursor: null }) : ok({ items: rows(120, 50), nextCursor: 'page-2' }),
    );
    renderScreen(<TransactionHistory />, { path: '/dashboard' });
    expect(await tableRows()).toHaveLength(50);
    expect(screen.getByTestId('transactions-count')).toHaveTextContent('50+');
    expect(screen.getByTestId('transactions-count')).toHaveAccessibleName(t('transactions.countMore', { shown: 50 }));
    expect(calls[0]?.query).toEqual({ limit: String(TRANSACTIONS_PAGE_DEFAULT) });

    await userEvent.click(screen.getByRole('button', { name: t('transactions.loadMore') }));
    await screen.findByText('TRX00000051');
    const all = await tableRows();
    expect(all).toHaveLength(70);
    expect(within(all[0]!).getByText('TRX00000120')).toBeVisible();
    expect(within(all[69]!).getByText('TRX00000051')).toBeVisible();
    expect(calls[1]?.query).toEqual({ limit: String(TRANSACTIONS_PAGE_DEFAULT), cursor: 'page-2' });
    expect(screen.getByTestId('transactions-count')).toHaveTextContent('70');
    expect(screen.queryByRole('button', { name: t('transactions.loadMore') })).toBeNull();
  });

  test('a filter starts again from the first page and keeps its filter on the next pages', async () => {
    const calls = mockRoute(Api.me.transactions, ({ query }) =>
      query.cursor ? ok({ items: rows(10, 10), nextCursor: null }) : ok({ items: rows(120, 50), nextCursor: 'next' }),
    );
    renderScreen(<TransactionHistory />, { path: '/dashboard' });
    await tableRows();
    await userEvent.selectOptions(screen.getByLabelText(t('transactions.type')), 'debit');
    await screen.findByRole('button', { name: t('transactions.loadMore') });
    await userEvent.click(screen.getByRole('button', { name: t('transactions.loadMore') }));
    await screen.findByText('TRX00000001');
    expect(calls.map((c) => c.query)).toEqual([{ limit: '50' }, { type: 'debit', limit: '50' }, { type: 'debit', limit: '50', cursor: 'next' }]);
  });

  test('a further page that fails keeps the rows shown and says so; "Load more" tries again', async () => {
    let failNext = true;
    mockRoute(Api.me.transactions, ({ query }) => {
      if (!query.cursor) return ok({ items: rows(120, 50), nextCursor: 'page-2' });
      if (failNext) {
        failNext = false;
        return refuse(503, 'SERVICE_UNAVAILABLE', 'The ledger is not answering');
      }
      return ok({ items: rows(70, 5), nextCursor: null });
    });
    renderScreen(<TransactionHistory />, { path: '/dashboard' });
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: t('transactions.loadMore') }));
    expect(await screen.findByText(t('transactions.loadMoreFailed'))).toHaveAttribute('role', 'alert');
    expect(await tableRows()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: t('transactions.loadMore') }));
    await screen.findByText('TRX00000066');
    expect(await tableRows()).toHaveLength(55);
    expect(screen.queryByText(t('transactions.loadMoreFailed'))).toBeNull();
  });
});
