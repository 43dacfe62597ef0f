import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Api, BudgetMessages, CATALOGUES, ErrorCodes, formatUsd, type GrantBudgetView, type GrantScheduleView } from '@portal/contracts';
import { USER_ID } from '@portal/web-core/testing/fixtures';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockAnswer, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { GrantPage } from './GrantPage';

const ui = CATALOGUES.en.ui.budget;
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const PATH = `/admin/grants/${USER_ID}`;
const ROUTE = '/admin/grants/:userId';

const SCHEDULE: GrantScheduleView = {
  grantId: uuid(1),
  title: 'River Restoration',
  totalCents: 1_000_000,
  releasedCents: 500_000,
  tranches: [
    {
      id: uuid(2),
      number: 1,
      amountCents: 500_000,
      plannedDate: '2026-11-01',
      milestoneId: null,
      minSpentPercent: null,
      status: 'released',
      releasedAt: '2026-11-01T09:00:00.000Z',
      transactionNumber: 'TRX00000001',
    },
    {
      id: uuid(3),
      number: 2,
      amountCents: 500_000,
      plannedDate: '2027-01-01',
      milestoneId: null,
      minSpentPercent: 70,
      status: 'withheld',
      releasedAt: null,
      transactionNumber: null,
    },
  ],
  milestones: [],
  nextReportDue: null,
};

const line = (l: GrantBudgetView['lines'][number]['line'], budgetCents: number, spentCents = 0, committedCents = 0) => ({
  line: l,
  originalCents: budgetCents,
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
  mode: 'warn',
  lines: [line('personnel', 0), line('equipment', 200_000, 50_000, 10_000), line('travel', 0), line('services', 300_000), line('other', 500_000)],
  reallocations: [
    {
      id: uuid(4),
      fromLine: 'other',
      toLine: 'travel',
      amountCents: 20_000,
      reason: 'Field visits',
      status: 'pending',
      comment: null,
      requestedAt: '2026-11-20T10:00:00.000Z',
      decidedAt: null,
    },
  ],
};

beforeAll(() => signInAs(['admin'], USER_ID));

describe('admin grant screen', () => {
  test('shows every tranche with its status and the budget against actual per line', async () => {
    mockAnswer(Api.admin.grantSchedule, SCHEDULE);
    mockAnswer(Api.admin.grantBudget, BUDGET);
    renderScreen(<GrantPage />, { path: PATH, route: ROUTE });
    const schedule = await screen.findByRole('table', { name: ui.schedule });
    expect(
      within(schedule)
        .getAllByRole('row')
        .map((r) => r.querySelector('[data-status]')?.getAttribute('data-status') ?? null),
    ).toEqual([null, 'released', 'withheld']);
    const budget = screen.getByRole('table', { name: ui.budgetAgainstActual });
    const equipment = within(budget).getByRole('row', { name: /Equipment/ });
    expect(equipment).toHaveTextContent(`${formatUsd(200_000)}${formatUsd(200_000)}${formatUsd(50_000)}${formatUsd(10_000)}${formatUsd(140_000)}0`);
  });

  test("a reallocation is approved, or rejected with a comment (the server's refusal of a blank one is shown)", async () => {
    mockAnswer(Api.admin.grantSchedule, SCHEDULE);
    mockAnswer(Api.admin.grantBudget, BUDGET);
    const approved = mockRoute(Api.admin.approveReallocation, () =>
      ok<typeof Api.admin.approveReallocation>({ ...BUDGET.reallocations[0]!, status: 'approved' }),
    );
    const rejected = mockRoute(Api.admin.rejectReallocation, () => refuse(400, ErrorCodes.validationFailed, BudgetMessages.commentRequired));
    const { user } = renderScreen(<GrantPage />, { path: PATH, route: ROUTE });
    const request = await screen.findByRole('article', { name: /Field visits/ });
    await user.click(within(request).getByRole('button', { name: ui.reject }));
    expect(await within(request).findByRole('alert')).toHaveTextContent(BudgetMessages.commentRequired);
    expect(rejected.map((c) => c.body)).toEqual([{ comment: '' }]);
    await user.click(within(request).getByRole('button', { name: ui.approve }));
    expect(approved.map((c) => c.params.id)).toEqual([uuid(4)]);
  });

  test('the budget is saved with every line in cents and the chosen mode', async () => {
    mockAnswer(Api.admin.grantSchedule, SCHEDULE);
    mockAnswer(Api.admin.grantBudget, BUDGET);
    const saved = mockRoute(Api.admin.setGrantBudget, () => ok<typeof Api.admin.setGrantBudget>({ ...BUDGET, mode: 'block' }));
    const { user } = renderScreen(<GrantPage />, { path: PATH, route: ROUTE });
    const form = await screen.findByRole('form', { name: ui.setBudget });
    await user.clear(within(form).getByLabelText(ui.lineNames.travel));
    await user.type(within(form).getByLabelText(ui.lineNames.travel), '200.00');
    await user.clear(within(form).getByLabelText(ui.lineNames.other));
    await user.type(within(form).getByLabelText(ui.lineNames.other), '4800.00');
    await user.selectOptions(within(form).getByLabelText(ui.mode), 'block');
    await user.click(within(form).getByRole('button', { name: ui.saveBudget }));
    expect(await within(form).findByText(ui.budgetSaved)).toBeVisible();
    expect(saved.map((c) => c.body)).toEqual([
      { lines: { personnel: 0, equipment: 200_000, travel: 20_000, services: 300_000, other: 480_000 }, mode: 'block' },
    ]);
  });

  test('a submitted progress report is read and decided here: changes need a comment, approval releases its tranche', async () => {
    const milestoneId = uuid(5);
    const report = {
      id: uuid(6),
      milestoneId,
      status: 'submitted' as const,
      version: 1,
      versions: [
        {
          version: 1,
          narrative: 'Two wells dug',
          figures: [{ label: 'Wells', value: 2 }],
          submittedAt: '2026-11-25T10:00:00.000Z',
          attachments: [{ id: uuid(7), fileName: 'wells.pdf', sizeBytes: 2048, contentType: 'application/pdf', uploadedAt: '2026-11-25T09:00:00.000Z' }],
        },
      ],
      decisions: [],
    };
    const due = { ...SCHEDULE.tranches[1]!, milestoneId, minSpentPercent: null, status: 'scheduled' as const };
    mockAnswer(Api.admin.grantSchedule, {
      ...SCHEDULE,
      tranches: [SCHEDULE.tranches[0]!, due],
      milestones: [{ id: milestoneId, number: 1, title: 'Wells dug', dueDate: '2026-12-15', report }],
    });
    mockAnswer(Api.admin.grantBudget, BUDGET);
    const changes = mockRoute(Api.admin.requestGrantReportChanges, () =>
      ok<typeof Api.admin.requestGrantReportChanges>({ report: { ...report, status: 'changes_requested' }, released: null }),
    );
    const approvals = mockRoute(Api.admin.approveGrantReport, () =>
      ok<typeof Api.admin.approveGrantReport>({ report: { ...report, status: 'approved' }, released: { ...due, status: 'released' } }),
    );
    const { user } = renderScreen(<GrantPage />, { path: PATH, route: ROUTE });
    const article = await screen.findByRole('article', { name: 'Wells dug' });
    expect(within(article).getByText('Two wells dug')).toBeVisible();
    expect(within(article).getAllByText('Wells: 2')[0]).toBeVisible();
    // The version's file, as a download through the admin link route (a same-page link here: jsdom does not navigate).
    const links = mockAnswer(Api.admin.grantReportAttachmentLink, { url: '#report-file', expiresAt: '2026-11-25T11:00:00.000Z' });
    await user.click(within(article).getAllByRole('button', { name: 'wells.pdf (2 KB)' })[0]!);
    await waitFor(() => expect(links.map((c) => c.params.id)).toEqual([uuid(7)]));
    await user.type(within(article).getByLabelText(ui.reviewComment), 'Add the water test results');
    await user.click(within(article).getByRole('button', { name: ui.requestChanges }));
    expect(await within(article).findByText(ui.reviewSaved)).toBeVisible();
    expect(changes.map((c) => [c.params, c.body])).toEqual([[{ id: report.id }, { comment: 'Add the water test results' }]]);
    await user.click(within(article).getByRole('button', { name: ui.approveReport }));
    await within(article).findByText(ui.reviewSaved);
    expect(approvals.map((c) => c.params)).toEqual([{ id: report.id }]);
  });

  test('a due tranche is released from its row, once', async () => {
    const due = { ...SCHEDULE.tranches[1]!, minSpentPercent: null, status: 'due' as const };
    mockAnswer(Api.admin.grantSchedule, { ...SCHEDULE, tranches: [SCHEDULE.tranches[0]!, due] });
    mockAnswer(Api.admin.grantBudget, BUDGET);
    const releases = mockRoute(Api.admin.releaseGrantTranche, () => ok<typeof Api.admin.releaseGrantTranche>({ ...due, status: 'released' }));
    const { user } = renderScreen(<GrantPage />, { path: PATH, route: ROUTE });
    await user.click(await screen.findByRole('button', { name: ui.releaseTranche.replace('{{number}}', '2') }));
    expect(await screen.findByText(ui.trancheReleased.replace('{{number}}', '2'))).toBeVisible();
    expect(releases.map((c) => c.params)).toEqual([{ id: due.id }]);
  });

  test('a recipient without a grant is told so', async () => {
    mockAnswer(Api.admin.grantSchedule, null);
    mockAnswer(Api.admin.grantBudget, null);
    renderScreen(<GrantPage />, { path: PATH, route: ROUTE });
    expect(await screen.findByText(ui.adminNone)).toBeVisible();
  });
});
