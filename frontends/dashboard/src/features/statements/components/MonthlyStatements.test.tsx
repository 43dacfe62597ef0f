import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Api } from '@portal/contracts';
import { i18n } from '@portal/web-core';
import { USER_ID, recipientProfile } from '@portal/web-core/testing/fixtures';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { MonthlyStatements } from './MonthlyStatements';

const t = i18n.t.bind(i18n);
const NOW = new Date('2026-11-27T12:00:00Z');

beforeAll(() => signInAs(['recipient'], USER_ID));

// jsdom has no object URLs and cannot follow a download link: saveFile's link is made and clicked here.
const saved: Blob[] = [];
beforeEach(() => {
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  saved.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:statement';
  });
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('monthly statements', () => {
  test('every ended month since the account was opened, newest first, with its download', async () => {
    renderScreen(<MonthlyStatements profile={recipientProfile({ createdAt: '2026-08-15T09:00:00Z' })} now={NOW} />);
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/2026/).textContent)).toEqual(['October 2026', 'September 2026', 'August 2026']);
    expect(within(rows[0]!).getByRole('button', { name: t('statements.downloadLabel', { month: 'October 2026' }) })).toBeEnabled();
  });

  test('Download asks for that month’s PDF and saves it under the month’s name', async () => {
    const calls = mockRoute(Api.statements.monthlyPdf, () => ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' }) as never));
    renderScreen(<MonthlyStatements profile={recipientProfile({ createdAt: '2026-08-15T09:00:00Z' })} now={NOW} />);
    await userEvent.click(await screen.findByRole('button', { name: t('statements.downloadLabel', { month: 'September 2026' }) }));
    await screen.findAllByRole('button', { name: /Download the statement/ });
    expect(calls.map((call) => call.params.month)).toEqual(['2026-09']);
    expect(saved).toHaveLength(1);
  });

  test('a failed download says so on its own row, and nothing is saved', async () => {
    mockRoute(Api.statements.monthlyPdf, () => refuse(404, 'NOT_FOUND', 'Not found'));
    renderScreen(<MonthlyStatements profile={recipientProfile({ createdAt: '2026-08-15T09:00:00Z' })} now={NOW} />);
    await userEvent.click(await screen.findByRole('button', { name: t('statements.downloadLabel', { month: 'August 2026' }) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('statements.downloadFailed'));
    expect(alert.closest('li')).toHaveTextContent('August 2026');
    expect(saved).toHaveLength(0);
  });

  test('an account opened this month has no statement yet, and says when the first comes', async () => {
    renderScreen(<MonthlyStatements profile={recipientProfile({ createdAt: '2026-11-02T09:00:00Z' })} now={NOW} />);
    expect(await screen.findByText(t('statements.none'))).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
