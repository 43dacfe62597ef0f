import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, BudgetMessages, CATALOGUES, formatUsd, type GrantBudgetView } from '@portal/contracts';
import { USER_ID } from '@portal/web-core/testing/fixtures';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockAnswer, mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { GrantBudget } from './GrantBudget';

const ui = CATALOGUES.en.ui.budget;
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const line = (l: GrantBudgetView['lines'][number]['line'], budgetCents: number, spentCents = 0, committedCents = 0, originalCents = budgetCents) => ({
  line: l,
  originalCents,
  budgetCents,
  spentCents,
  committedCents,
  remainingCents: budgetCents - spentCents - committedCents,
  flaggedCount: 0,
});

const BUDGET: GrantBudgetView = {
  grantId: uuid(1),
  title: 'River Restoration',
  totalCents: 1_000_000,
  budgetSet: true,
  mode: 'block',
  lines: [
    line('personnel', 0),
    { ...line('equipment', 300_000, 120_000, 101_500, 200_000), flaggedCount: 1 },
    line('travel', 0),
    line('services', 300_000, 40_000),
    line('other', 400_000, 0, 0, 500_000),
  ],
  reallocations: [
    {
      id: uuid(2),
      fromLine: 'other',
      toLine: 'equipment',
      amountCents: 100_000,
      reason: 'Second pump',
      status: 'approved',
      comment: null,
      requestedAt: '2026-11-20T10:00:00.000Z',
      decidedAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

beforeAll(() => signInAs(['recipient'], USER_ID));

describe('My grant budget', () => {
  test('shows every line with its budget, the original, spent, committed and remaining, and the flagged payments', async () => {
    mockAnswer(Api.grantBudget.budget, BUDGET);
    renderScreen(<GrantBudget />, { path: '/dashboard' });
    const equipment = await screen.findByTestId('budget-equipment');
    expect(equipment).toHaveTextContent(
      `Equipment: ${formatUsd(300_000)} budget (originally ${formatUsd(200_000)}), ${formatUsd(120_000)} spent, ${formatUsd(101_500)} committed, ${formatUsd(78_500)} remaining`,
    );
    expect(within(equipment).getByText(/Over budget/)).toHaveTextContent('(1)');
    expect(screen.getByText(ui.modeBlock)).toBeVisible();
    expect(within(screen.getByRole('list', { name: ui.history })).getByText(/Second pump/)).toBeVisible();
    // The bars' table (the chart's words) names the lines too.
    expect(await screen.findByRole('table', { name: ui.chartTitle })).toHaveTextContent('Services');
  });

  test('a reallocation is sent as the contract wants it; moving to the same line is refused before anything is sent', async () => {
    mockAnswer(Api.grantBudget.budget, BUDGET);
    const sent = mockRoute(Api.grantBudget.requestReallocation, () =>
      ok<typeof Api.grantBudget.requestReallocation>({ ...BUDGET.reallocations[0]!, id: uuid(3), status: 'pending', decidedAt: null }),
    );
    const { user } = renderScreen(<GrantBudget />, { path: '/dashboard' });
    const form = await screen.findByRole('form', { name: ui.reallocateTitle });
    await user.selectOptions(within(form).getByLabelText(ui.to), 'other');
    await user.type(within(form).getByLabelText(ui.amount), '250.50');
    await user.type(within(form).getByLabelText(ui.reason), 'Fewer trips');
    await user.click(within(form).getByRole('button', { name: ui.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(BudgetMessages.sameLine);
    expect(sent).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(ui.from), 'travel');
    await user.click(within(form).getByRole('button', { name: ui.submit }));
    expect(await within(form).findByText(ui.requested)).toBeVisible();
    expect(sent.map((c) => c.body)).toEqual([{ fromLine: 'travel', toLine: 'other', amountCents: 25_050, reason: 'Fewer trips' }]);
  });

  test('a budget not set yet says so and offers no reallocation', async () => {
    mockAnswer(Api.grantBudget.budget, {
      ...BUDGET,
      budgetSet: false,
      reallocations: [],
      lines: BUDGET.lines.map((l) => ({ ...l, budgetCents: 0, originalCents: 0 })),
    });
    renderScreen(<GrantBudget />, { path: '/dashboard' });
    expect(await screen.findByText(ui.notSet)).toBeVisible();
    expect(screen.queryByRole('form', { name: ui.reallocateTitle })).toBeNull();
  });
});
