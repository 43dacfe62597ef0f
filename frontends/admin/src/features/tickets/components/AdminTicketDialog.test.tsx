import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, TicketMessages, maskAccountNumber, type AdminTicketDetail } from '@portal/contracts';
import { USER_ID } from '@portal/web-core/testing/fixtures';
import { mockAnswer, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { AdminTicketDialog } from './AdminTicketDialog';
import { signInAs } from '@portal/web-core/testing/keycloak';

const TICKET_ID = '7d7d7d7d-0000-4000-8000-000000000007';

function ticket(overrides: Partial<AdminTicketDetail> = {}): AdminTicketDetail {
  return {
    id: TICKET_ID,
    number: 42,
    userId: USER_ID,
    subject: 'KYC question',
    category: 'kyc',
    status: 'open',
    priority: 'medium',
    preview: 'Which document do you need?',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    lastReplyAt: null,
    messages: [
      {
        id: '8e8e8e8e-0000-4000-8000-000000000008',
        authorId: USER_ID,
        authorRole: 'user',
        kind: 'original',
        body: 'Which document do you need?',
        createdAt: '2026-11-26T10:00:00.000Z',
      },
    ],
    requester: {
      fullName: 'Amina Tester',
      email: 'amina@example.org',
      accountNumber: '0012345678',
      grantNumber: 'UNSEAF-2026/GR-0042',
      grantTitle: 'Clean Water 2027',
    },
    ...overrides,
  };
}

const open = () => renderScreen(<AdminTicketDialog ticketId={TICKET_ID} onClose={() => undefined} />);

// Answering, resolving and closing are the admin's (and a programme officer's) to do.
beforeAll(() => signInAs(['admin']));

describe('the admin ticket dialog (spec 2 §2.9, §8)', () => {
  test("shows the requester's name, e-mail, grant and account, not an id", async () => {
    mockAnswer(Api.admin.ticket, ticket());
    open();
    expect(await screen.findByText('Amina Tester')).toBeInTheDocument();
    expect(screen.getByText('amina@example.org')).toBeInTheDocument();
    expect(screen.getByText('Clean Water 2027 (UNSEAF-2026/GR-0042)')).toBeInTheDocument();
    expect(screen.getByText(maskAccountNumber('0012345678'))).toBeInTheDocument();
    expect(screen.queryByText(USER_ID)).not.toBeInTheDocument();
  });

  test('Resolve asks for a confirmation first and sends the notes only after it', async () => {
    mockAnswer(Api.admin.ticket, ticket());
    const calls = mockRoute(Api.admin.resolveTicket, () => ok(ticket({ status: 'resolved' })));
    const { user } = open();
    await user.type(await screen.findByLabelText('Resolution notes'), 'Document received');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Resolve ticket' });
    expect(calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Resolve ticket' })).getByRole('button', { name: 'Yes, Resolve Ticket' }));
    expect(await screen.findByText('Ticket resolved.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ notes: 'Document received' });
  });

  test("failures show the spec's admin texts", async () => {
    mockAnswer(Api.admin.ticket, ticket());
    mockRoute(Api.admin.replyToTicket, () => refuse(409, 'CONFLICT', TicketMessages.notActive));
    const { user } = open();
    await user.type(await screen.findByLabelText('Reply'), 'Hello{Enter}');
    expect(await screen.findByText(`${TicketMessages.replyFailed}: ${TicketMessages.notActive}`)).toBeInTheDocument();
  });

  test('an empty reply is marked beside the box with the contract text, required, and nothing is sent', async () => {
    mockAnswer(Api.admin.ticket, ticket());
    const calls = mockRoute(Api.admin.replyToTicket, () => ok(ticket()));
    const { user } = open();
    const box = await screen.findByLabelText('Reply');
    expect(box).toBeRequired();
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(TicketMessages.requiredFields);
    expect(box).toHaveFocus();
    expect(calls).toHaveLength(0);
    await user.type(box, 'Hello');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  test("a ticket that cannot be fetched says 'Failed to fetch ticket details'", async () => {
    mockRoute(Api.admin.ticket, () => refuse(404, 'NOT_FOUND', TicketMessages.notFound));
    open();
    expect(await screen.findByText(`${TicketMessages.fetchFailed}: ${TicketMessages.notFound}`)).toBeInTheDocument();
  });
});
