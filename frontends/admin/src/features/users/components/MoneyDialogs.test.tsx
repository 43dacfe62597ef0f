import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminAdjustMessages, Api, BudgetMessages, CATALOGUES, GrantMessages, GrantScheduleMessages } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { storedProfile } from '@portal/web-core/testing/fixtures';
import { mockAnswer, mockRoute, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { FundsDialog } from './FundsDialog';
import { GrantDialog } from './GrantDialog';

const ui = CATALOGUES.en.ui;

beforeAll(() => signInAs(['admin'], 'a1a1a1a1-0000-4000-8000-000000000001'));

describe('admin money dialogs mark every invalid field beside itself', () => {
  test('Award Grant: every field required; an empty title, a zero amount and no start date are marked at once; nothing is sent', async () => {
    mockAnswer(Api.admin.approvals, { thresholdCents: 100_000_000, requests: [] });
    const calls = mockRoute(Api.admin.awardGrant, () => refuse(409, 'CONFLICT', GrantMessages.alreadyAwarded));
    const { user } = renderScreen(<GrantDialog user={storedProfile()} onClose={() => undefined} />, { path: '/admin/dashboard' });
    const title = screen.getByLabelText('Grant title');
    const amount = screen.getByLabelText('Total grant amount (USD)');
    const start = screen.getByLabelText('Grant start date');
    for (const field of [title, amount, start]) expect(field).toBeRequired();
    // The style sheet's asterisk marks each label, outside its name.
    for (const label of ['Grant title', 'Total grant amount (USD)', 'Grant start date']) expect(screen.getByText(label)).toHaveClass('required');
    await user.clear(start);
    await user.click(screen.getByRole('button', { name: 'Award Grant' }));
    expect(title).toHaveAccessibleDescription(GrantMessages.titleRequired);
    expect(amount).toHaveAccessibleDescription(GrantMessages.validAmount);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  test('Award Grant with budget lines: lines that do not add up to the total are refused beside them; the right split is sent', async () => {
    mockAnswer(Api.admin.approvals, { thresholdCents: 100_000_000, requests: [] });
    const calls = mockRoute(Api.admin.awardGrant, () => refuse(409, 'CONFLICT', GrantMessages.alreadyAwarded));
    const { user } = renderScreen(<GrantDialog user={storedProfile()} onClose={() => undefined} />, { path: '/admin/dashboard' });
    await user.type(screen.getByLabelText('Grant title'), 'Water project');
    await user.type(screen.getByLabelText('Total grant amount (USD)'), '30000');
    await user.click(screen.getByLabelText(ui.budget.awardWithBudget));
    const personnel = screen.getByLabelText(ui.budget.lineNames.personnel);
    await user.type(personnel, '20000');
    await user.type(screen.getByLabelText(ui.budget.lineNames.equipment), '5000');
    await user.click(screen.getByRole('button', { name: 'Award Grant' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BudgetMessages.linesMustSumToTotal(3_000_000));
    expect(personnel).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(ui.budget.lineNames.travel), '5000');
    await user.selectOptions(screen.getByLabelText(ui.budget.mode), 'block');
    await user.click(screen.getByRole('button', { name: 'Award Grant' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      totalCents: 3_000_000,
      budget: { lines: { personnel: 2_000_000, equipment: 500_000, travel: 500_000, services: 0, other: 0 }, mode: 'block' },
    });
  });

  test('Award Grant in tranches: a schedule short of the total is refused beside it; the tranches and their milestone are sent', async () => {
    mockAnswer(Api.admin.approvals, { thresholdCents: 100_000_000, requests: [] });
    const calls = mockRoute(Api.admin.awardGrant, () => refuse(409, 'CONFLICT', GrantMessages.alreadyAwarded));
    const { user } = renderScreen(<GrantDialog user={storedProfile()} onClose={() => undefined} />, { path: '/admin/dashboard' });
    await user.type(screen.getByLabelText('Grant title'), 'Water project');
    await user.type(screen.getByLabelText('Total grant amount (USD)'), '30000');
    const start = screen.getByLabelText('Grant start date');
    await user.clear(start);
    await user.type(start, '2026-12-01');
    await user.click(screen.getByLabelText(ui.budget.awardInTranches));
    const first = screen.getByRole('group', { name: ui.budget.trancheLegend.replace('{{number}}', '1') });
    const second = screen.getByRole('group', { name: ui.budget.trancheLegend.replace('{{number}}', '2') });
    expect(within(first).getByLabelText(ui.budget.trancheAtAward)).toBeChecked();
    await user.type(within(first).getByLabelText(ui.budget.trancheAmount, { exact: false }), '10000');
    await user.type(within(second).getByLabelText(ui.budget.trancheAmount, { exact: false }), '10000');
    await user.type(within(second).getByLabelText(ui.budget.trancheMilestone), 'Wells dug');
    await user.click(screen.getByRole('button', { name: 'Award Grant' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GrantScheduleMessages.scheduleBelowTotal);
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: ui.budget.addTranche }));
    const third = screen.getByRole('group', { name: ui.budget.trancheLegend.replace('{{number}}', '3') });
    await user.type(within(third).getByLabelText(ui.budget.trancheAmount, { exact: false }), '10000');
    await user.click(screen.getByRole('button', { name: 'Award Grant' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      totalCents: 3_000_000,
      schedule: {
        milestones: [{ title: 'Wells dug', dueDate: '2026-12-01' }],
        tranches: [
          { amountCents: 1_000_000, plannedDate: '2026-12-01', releaseAtAward: true },
          { amountCents: 1_000_000, plannedDate: '2026-12-01', milestone: 0 },
          { amountCents: 1_000_000, plannedDate: '2026-12-01' },
        ],
      },
    });
  });

  test('Add/Deduct Funds: the amount is required and a zero amount is marked beside it', async () => {
    mockAnswer(Api.admin.approvals, { thresholdCents: 100_000_000, requests: [] });
    const calls = mockRoute(Api.admin.adjustFunds, () => refuse(409, 'CONFLICT', AdminAdjustMessages.insufficientForDeduction));
    const { user } = renderScreen(<FundsDialog user={storedProfile()} onClose={() => undefined} />, { path: '/admin/dashboard' });
    const amount = screen.getByLabelText('Amount (USD)');
    expect(amount).toBeRequired();
    expect(screen.getByText('Amount (USD)')).toHaveClass('required');
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(AdminAdjustMessages.validAmount);
    expect(amount).toHaveFocus();
    expect(calls).toHaveLength(0);
  });
});
