import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { APPROVAL_KIND_LABELS, Api, ApprovalMessages, formatUsd, maskAccountNumber, type ApprovalList, type ApprovalRequestView } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockAnswer, mockPending, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { ApprovalsQueue } from './ApprovalsQueue';

const ME = 'a1a1a1a1-0000-4000-8000-000000000001';
const OTHER_ADMIN = 'b2b2b2b2-0000-4000-8000-000000000002';
const THRESHOLD = 1_000_000;

function request(overrides: Partial<ApprovalRequestView>): ApprovalRequestView {
  return {
    id: 'c3c3c3c3-0000-4000-8000-000000000003',
    kind: 'grant_award',
    userId: 'd4d4d4d4-0000-4000-8000-000000000004',
    amountCents: 2_500_000,
    grant: { title: 'Clean Water 2027', totalCents: 2_500_000, startDate: '2027-01-01' },
    adjustment: null,
    report: null,
    status: 'pending',
    makerId: OTHER_ADMIN,
    checkerId: null,
    reason: null,
    transactionNumber: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    decidedAt: null,
    recipient: { fullName: 'Amina Tester', email: 'amina@example.org', accountNumber: '0012345678' },
    ...overrides,
  };
}

const OTHERS = request({});
const MINE = request({
  id: 'e5e5e5e5-0000-4000-8000-000000000005',
  kind: 'funds_adjustment',
  grant: null,
  adjustment: { direction: 'deduct', amountCents: 1_200_000, description: 'Duplicate payment' },
  amountCents: 1_200_000,
  makerId: ME,
});

const list = (requests: ApprovalRequestView[]): ApprovalList => ({ thresholdCents: THRESHOLD, requests });

beforeAll(() => signInAs(['admin'], ME));

function showQueue(requests: ApprovalRequestView[]) {
  mockAnswer(Api.me.get, { id: ME, roles: ['admin'] });
  mockAnswer(Api.admin.approvals, list(requests));
  return renderScreen(<ApprovalsQueue />, { path: '/admin/dashboard' });
}

const awaitingMe = () => screen.getByRole('region', { name: 'Awaiting my approval' });

describe('admin approvals queue (four eyes)', () => {
  test('shows a spinner while the requests load', async () => {
    mockAnswer(Api.me.get, { id: ME, roles: ['admin'] });
    mockPending(Api.admin.approvals);
    renderScreen(<ApprovalsQueue />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading approval requests…');
  });

  test('with nothing from other admins it says so', async () => {
    showQueue([]);
    expect(await screen.findByText(ApprovalMessages.noneWaiting)).toBeVisible();
    expect(screen.getByText(`Grant awards, fund adjustments and tranche releases above ${formatUsd(THRESHOLD)} need a second administrator.`)).toBeVisible();
  });

  test("other admins' requests have Approve and Reject; one's own only wait, without buttons", async () => {
    showQueue([OTHERS, MINE]);
    const rows = await within(awaitingMe()).findAllByRole('row');
    const other = rows.find((r) => r.getAttribute('data-approval-id') === OTHERS.id)!;
    expect(other).toHaveTextContent(APPROVAL_KIND_LABELS.grant_award);
    expect(other).toHaveTextContent('Clean Water 2027 from 2027-01-01');
    expect(other).toHaveTextContent(formatUsd(2_500_000));
    expect(other).toHaveTextContent(maskAccountNumber('0012345678'));
    expect(other).not.toHaveTextContent('0012345678');
    expect(within(other).getByRole('button', { name: 'Approve' })).toBeEnabled();
    const mine = rows.find((r) => r.getAttribute('data-approval-id') === MINE.id)!;
    expect(mine).toHaveTextContent('Deduct: Duplicate payment');
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 pending')).toBeVisible();
  });

  test('a refusal of Approve shows its reason', async () => {
    mockRoute(Api.admin.approveApproval, () => refuse(403, 'FORBIDDEN', ApprovalMessages.ownRequest));
    const { user } = showQueue([OTHERS]);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ApprovalMessages.ownRequest);
  });

  test('Approve moves the money and names the posting', async () => {
    const approved = request({ status: 'approved', checkerId: ME, transactionNumber: 'TXN-20261126-0007', decidedAt: '2026-11-26T11:00:00.000Z' });
    const calls = mockRoute(Api.admin.approveApproval, () => ok(approved));
    const { user } = showQueue([OTHERS]);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${ApprovalMessages.approved} (TXN-20261126-0007)`);
    expect(calls[0]!.params).toEqual({ id: OTHERS.id });
  });

  test("Reject asks for the reason and sends it; without one the gateway's refusal is shown", async () => {
    const calls = mockRoute(Api.admin.rejectApproval, () => ok(request({ status: 'rejected', checkerId: ME, reason: 'Wrong recipient' })));
    const { user } = showQueue([OTHERS]);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ApprovalMessages.reasonRequired);
    await user.type(screen.getByLabelText('Reason for rejection'), 'Wrong recipient');
    await user.click(screen.getByRole('button', { name: 'Confirm Reject' }));
    expect(await screen.findByText(ApprovalMessages.rejected)).toBeVisible();
    expect(calls.at(-1)!.body).toEqual({ reason: 'Wrong recipient' });
  });
});
