import { beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  Api,
  CATALOGUES,
  ErrorCodes,
  GrantScheduleMessages,
  REPORT_ATTACHMENT_LIMITS,
  ReportAttachmentMessages,
  formatUsd,
  type GrantScheduleView,
  type ReportAttachmentView,
  type ReportView,
} from '@portal/contracts';
import { USER_ID } from '@portal/web-core/testing/fixtures';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockAnswer, mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { MyGrant } from './MyGrant';

const ui = CATALOGUES.en.ui.grant;
const M1 = '11111111-1111-4111-8111-111111111111';
const M2 = '22222222-2222-4222-8222-222222222222';
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const CHANGES_REQUESTED: ReportView = {
  id: uuid(9),
  milestoneId: M2,
  status: 'changes_requested',
  version: 1,
  versions: [
    {
      version: 1,
      narrative: 'Planted 400 trees',
      figures: [{ label: 'trees', value: 400 }],
      submittedAt: '2026-11-20T10:00:00.000Z',
      attachments: [{ id: uuid(5), fileName: 'planting.jpg', sizeBytes: 1_572_864, contentType: 'image/jpeg', uploadedAt: '2026-11-20T09:00:00.000Z' }],
    },
  ],
  decisions: [{ version: 1, decision: 'changes_requested', comment: 'Please add the survival rate', decidedAt: '2026-11-21T10:00:00.000Z' }],
};

const GRANT: GrantScheduleView = {
  grantId: uuid(1),
  title: 'River Restoration',
  totalCents: 900_000,
  releasedCents: 300_000,
  tranches: [
    {
      id: uuid(2),
      number: 1,
      amountCents: 300_000,
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
      amountCents: 300_000,
      plannedDate: '2026-12-01',
      milestoneId: M1,
      minSpentPercent: 70,
      status: 'scheduled',
      releasedAt: null,
      transactionNumber: null,
    },
    {
      id: uuid(4),
      number: 3,
      amountCents: 300_000,
      plannedDate: '2027-01-01',
      milestoneId: M2,
      minSpentPercent: null,
      status: 'withheld',
      releasedAt: null,
      transactionNumber: null,
    },
  ],
  milestones: [
    { id: M1, number: 1, title: 'Survey done', dueDate: '2026-12-01', report: null },
    { id: M2, number: 2, title: 'Planting done', dueDate: '2026-11-15', report: CHANGES_REQUESTED },
  ],
  nextReportDue: { milestoneId: M1, title: 'Survey done', dueDate: '2026-12-01', overdue: false },
};

beforeAll(() => signInAs(['recipient'], USER_ID));
// The budget below the schedule has its own tests (GrantBudget.test.tsx).
beforeEach(() => {
  mockAnswer(Api.grantBudget.budget, null);
  mockAnswer(Api.grantAttachments.drafts, []);
});

const draft = (n: number, fileName: string, sizeBytes = 2048): ReportAttachmentView => ({
  id: `aaaaaaaa-0000-4000-8000-00000000000${n}`,
  fileName,
  sizeBytes,
  contentType: 'application/pdf',
  uploadedAt: '2026-11-25T09:00:00.000Z',
});
// A named Blob of the test environment's Blob (Node's, which the request's FormData takes; jsdom's File is not one).
const pdf = (name: string, size = 2048) => Object.assign(new Blob([new Uint8Array(size)], { type: 'application/pdf' }), { name, lastModified: 0 }) as File;

describe('My grant', () => {
  test('shows the tranche timeline with each status, the released total and the next report due', async () => {
    mockAnswer(Api.grant.mine, GRANT);
    renderScreen(<MyGrant />, { path: '/dashboard' });
    const timeline = await screen.findByRole('list', { name: ui.tranches });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('[data-status]')?.getAttribute('data-status')),
    ).toEqual(['released', 'scheduled', 'withheld']);
    expect(screen.getByTestId('tranche-2')).toHaveTextContent('At least 70% of the previous tranche spent');
    expect(screen.getByText(/of .* released/)).toHaveTextContent(`${formatUsd(300_000)} of ${formatUsd(900_000)} released`);
    expect(screen.getByRole('status')).toHaveTextContent('Next report due: “Survey done” by 2026-12-01');
  });

  test('a first report is sent with its narrative and figure; a report awaiting changes shows the comment and is revised from its last version', async () => {
    mockAnswer(Api.grant.mine, GRANT);
    const sent = mockRoute(Api.grant.submitReport, () =>
      ok<typeof Api.grant.submitReport>({ id: uuid(8), milestoneId: M1, status: 'submitted', version: 1, versions: [], decisions: [] }),
    );
    const { user } = renderScreen(<MyGrant />, { path: '/dashboard' });
    const first = await screen.findByRole('form', { name: 'Survey done' });
    await user.type(within(first).getByLabelText(ui.narrative), 'Survey of 12 km done');
    await user.type(within(first).getByLabelText(ui.figureLabel), 'km');
    await user.type(within(first).getByLabelText(ui.figureValue), '12');
    await user.click(within(first).getByRole('button', { name: ui.submit }));
    expect(await screen.findAllByText(ui.reportNone)).toBeTruthy();
    expect(sent.map((c) => [c.params.id, c.body])).toEqual([
      [M1, { narrative: 'Survey of 12 km done', figures: [{ label: 'km', value: 12 }], attachmentIds: [] }],
    ]);

    const revision = screen.getByRole('form', { name: 'Planting done' });
    expect(screen.getByText(/Please add the survival rate/)).toBeVisible();
    expect(within(revision).getByLabelText(ui.narrative)).toHaveValue('Planted 400 trees');
    expect(within(revision).getByRole('button', { name: ui.revise })).toBeEnabled();
  });

  test('once the report is under review the form gives way to its status, and the submission is confirmed', async () => {
    let submitted = false;
    const report = { id: uuid(8), milestoneId: M1, status: 'submitted' as const, version: 1, versions: [], decisions: [] };
    mockRoute(Api.grant.mine, () =>
      ok<typeof Api.grant.mine>(submitted ? { ...GRANT, milestones: GRANT.milestones.map((m) => (m.id === M1 ? { ...m, report } : m)) } : GRANT),
    );
    mockRoute(Api.grant.submitReport, () => {
      submitted = true;
      return ok<typeof Api.grant.submitReport>(report);
    });
    const { user } = renderScreen(<MyGrant />, { path: '/dashboard' });
    const first = await screen.findByRole('form', { name: 'Survey done' });
    await user.type(within(first).getByLabelText(ui.narrative), 'Survey of 12 km done');
    await user.click(within(first).getByRole('button', { name: ui.submit }));
    const milestone = screen.getByRole('article', { name: 'Survey done' });
    expect(await within(milestone).findByText(ui.submitted)).toBeVisible();
    expect(within(milestone).getByText(ui.reportSubmitted)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Survey done' })).toBeNull();
  });

  test("the server's refusal of a report is shown at the form", async () => {
    mockAnswer(Api.grant.mine, GRANT);
    mockRoute(Api.grant.submitReport, () => refuse(409, ErrorCodes.conflict, GrantScheduleMessages.reportExists));
    const { user } = renderScreen(<MyGrant />, { path: '/dashboard' });
    const first = await screen.findByRole('form', { name: 'Survey done' });
    await user.type(within(first).getByLabelText(ui.narrative), 'Done');
    await user.click(within(first).getByRole('button', { name: ui.submit }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(GrantScheduleMessages.reportExists);
  });

  test('files are attached to the next version as they are picked, may be removed, and go with the report', async () => {
    mockAnswer(Api.grant.mine, GRANT);
    let n = 0;
    const uploads = mockRoute(Api.grantAttachments.upload, () =>
      ok<typeof Api.grantAttachments.upload>(draft(++n, n === 1 ? 'deliverable.pdf' : 'invoice.pdf')),
    );
    const removals = mockRoute(Api.grantAttachments.remove, () => ok<typeof Api.grantAttachments.remove>([draft(1, 'deliverable.pdf')]));
    const sent = mockRoute(Api.grant.submitReport, () =>
      ok<typeof Api.grant.submitReport>({ id: uuid(8), milestoneId: M1, status: 'submitted', version: 1, versions: [], decisions: [] }),
    );
    const { user } = renderScreen(<MyGrant />, { path: '/dashboard' });
    const form = await screen.findByRole('form', { name: 'Survey done' });
    const picker = within(form).getByLabelText(ui.attachFile);
    expect(picker).toHaveAccessibleDescription(`PDF, JPG or PNG, at most 10 MB each, up to ${REPORT_ATTACHMENT_LIMITS.maxPerVersion} files per version.`);
    await user.upload(picker, pdf('deliverable.pdf'));
    expect(await within(form).findByText('deliverable.pdf (2 KB)')).toBeVisible();
    await user.upload(picker, pdf('invoice.pdf'));
    expect(await within(form).findByText('invoice.pdf (2 KB)')).toBeVisible();
    expect(uploads.map((c) => c.params.id)).toEqual([M1, M1]);

    await user.click(within(form).getByRole('button', { name: ui.attachRemove.replace('{{name}}', 'invoice.pdf') }));
    await waitFor(() => expect(within(form).queryByText('invoice.pdf (2 KB)')).toBeNull());
    expect(removals.map((c) => c.params.id)).toEqual([draft(2, 'invoice.pdf').id]);

    await user.type(within(form).getByLabelText(ui.narrative), 'Survey of 12 km done');
    await user.click(within(form).getByRole('button', { name: ui.submit }));
    await waitFor(() => expect(sent.map((c) => (c.body as { attachmentIds: string[] }).attachmentIds)).toEqual([[draft(1, 'deliverable.pdf').id]]));
  });

  test('a file the report cannot take is refused next to the picker: too large or of another type before sending, a forged one by the server', async () => {
    mockAnswer(Api.grant.mine, GRANT);
    const uploads = mockRoute(Api.grantAttachments.upload, () => refuse(415, 'UNSUPPORTED_FILE_TYPE', ReportAttachmentMessages.contentMismatch));
    const { user } = renderScreen(<MyGrant />, { path: '/dashboard' });
    const form = await screen.findByRole('form', { name: 'Survey done' });
    const picker = within(form).getByLabelText(ui.attachFile);
    await user.upload(picker, pdf('huge.pdf', REPORT_ATTACHMENT_LIMITS.maxBytes + 1));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(ReportAttachmentMessages.tooLarge));
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toHaveLength(0);
    await user.upload(picker, pdf('renamed.pdf'));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(expect.stringContaining(ReportAttachmentMessages.contentMismatch)));
    expect(uploads).toHaveLength(1);
    // The picker offers only the accepted types; a file dropped in past that filter is still refused before sending.
    fireEvent.change(picker, { target: { files: [pdf('notes.txt')] } });
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(ReportAttachmentMessages.unsupportedType));
    expect(uploads).toHaveLength(1);
  });

  test("a version's files are listed in the history with their size and open through the recipient's link", async () => {
    mockAnswer(Api.grant.mine, GRANT);
    const links = mockAnswer(Api.grantAttachments.link, { url: '#report-file', expiresAt: '2026-11-25T11:00:00.000Z' });
    const { user } = renderScreen(<MyGrant />, { path: '/dashboard' });
    const milestone = await screen.findByRole('article', { name: 'Planting done' });
    await user.click(within(milestone).getByRole('button', { name: 'planting.jpg (1.5 MB)' }));
    await waitFor(() => expect(links.map((c) => c.params.id)).toEqual([uuid(5)]));
  });

  test('a recipient without a grant is told so', async () => {
    mockAnswer(Api.grant.mine, null);
    renderScreen(<MyGrant />, { path: '/dashboard' });
    expect(await screen.findByText(ui.none)).toBeVisible();
  });
});
