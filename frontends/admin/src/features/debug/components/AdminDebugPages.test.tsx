import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Api, CATALOGUES, type AdminSessionReport } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockAnswer, server } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { AdminTestPage } from './AdminTestPage';
import { DebugPage } from './DebugPage';

const ADMIN = 'a1a1a1a1-0000-4000-8000-000000000001';
const texts = CATALOGUES.en.ui.adminDebug;
const REPORT: AdminSessionReport = {
  session: {
    userId: ADMIN,
    username: 'admin',
    email: 'admin@grant-portal.local',
    roles: ['admin', 'default-roles-grant-portal'],
    secondFactor: true,
    authenticatedAt: '2026-11-27T03:00:00.000Z',
    issuedAt: '2026-11-27T03:40:00.000Z',
    expiresAt: '2026-11-27T03:45:00.000Z',
  },
  admins: [
    { id: ADMIN, username: 'admin', email: 'admin@grant-portal.local', fullName: 'Portal Admin' },
    { id: 'a1a1a1a1-0000-4000-8000-000000000002', username: 'admin2', email: null, fullName: null },
  ],
  moreAdmins: false,
};

beforeAll(() => signInAs(['admin'], ADMIN));

const valueOf = (list: HTMLElement, term: string) => within(list).getByText(term).nextElementSibling as HTMLElement;

describe('admin test page', () => {
  test('shows who is signed in, the roles, the times and the second factor, then every administrator; never the token', async () => {
    mockAnswer(Api.adminSystem.session, REPORT);
    renderScreen(<AdminTestPage />, { path: '/admin/test' });
    const session = await screen.findByRole('region', { name: texts.sessionTitle });
    const list = within(session).getByText(texts.user).closest('dl')!;
    expect(valueOf(list, texts.user)).toHaveTextContent('admin');
    expect(valueOf(list, texts.roles)).toHaveTextContent('admin, default-roles-grant-portal');
    expect(valueOf(list, texts.secondFactor)).toHaveTextContent(texts.secondFactorUsed);
    for (const term of [texts.authenticatedAt, texts.issuedAt, texts.expiresAt]) expect(valueOf(list, term)).toHaveTextContent(/2026/);

    const admins = screen.getByRole('table', { name: texts.adminsTitle });
    expect(
      within(admins)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['admin', 'admin2']);
    expect(screen.getByText('2 administrators')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(`test-token-${ADMIN}`);
  });

  test('says when more administrators hold the role than the list shows', async () => {
    mockAnswer(Api.adminSystem.session, { ...REPORT, moreAdmins: true });
    renderScreen(<AdminTestPage />, { path: '/admin/test' });
    expect(await screen.findByText('The first 2 administrators by username; more hold the admin role.')).toBeInTheDocument();
    expect(screen.queryByText('2 administrators')).toBeNull();
  });
});

describe('admin debug page', () => {
  test('logs each API call the page made: route, status, duration and request id', async () => {
    server.use(http.get(Api.adminSystem.session.path, () => HttpResponse.json(REPORT, { headers: { 'x-request-id': 'req-debug-1' } })));
    renderScreen(
      <DebugPage
        dashboard={(title) => (
          <>
            <h1>{title}</h1>
            <AdminTestPage />
          </>
        )}
      />,
      { path: '/admin/debug' },
    );
    expect(screen.getByRole('heading', { level: 1, name: texts.debugTitle })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: texts.logTitle });
    const row = (await within(log).findByRole('rowheader', { name: `GET ${Api.adminSystem.session.path}` })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('200');
    expect(cells[1]).toMatch(/^\d+ ms$/);
    expect(cells[2]).toBe('req-debug-1');
    // Nothing more than those four columns: no headers, no bodies.
    expect(
      within(log)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([texts.route, texts.status, texts.duration, texts.requestId]);
  });
});
