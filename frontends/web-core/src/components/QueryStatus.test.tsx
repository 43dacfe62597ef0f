import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { Api, CATALOGUES, ErrorCodes, GenericMessages, KycRequiredMessages } from '@portal/contracts';
import { mockAnswer, mockPending, mockRoute, ok, refuse, server } from '../../testing/msw';
import { renderScreen } from '../../testing/render';
import { api } from '../api/client';
import { loadErrorText } from '../api/load-error-text';
import { QueryStatus } from './QueryStatus';
import { transferView } from '../../testing/fixtures';

const ui = CATALOGUES.en.ui;

/** A list screen the way the remotes build one: the typed client, QueryStatus, then the rows or the empty text. */
function Transfers() {
  const query = useQuery({ queryKey: ['transfers'], queryFn: () => api.call(Api.transfers.list) });
  if (!query.isSuccess)
    return <QueryStatus query={query} loading="Loading transfers…" errorText={(error) => loadErrorText(error)} retryLabel={ui.common.retry} />;
  if (query.data.length === 0) return <p>No transfers yet</p>;
  return (
    <ul>
      {query.data.map((t) => (
        <li key={t.id}>{t.transactionNumber}</li>
      ))}
    </ul>
  );
}

describe('query states and the typed client’s errors', () => {
  test('a running query shows the spinner with its text', async () => {
    mockPending(Api.transfers.list);
    renderScreen(<Transfers />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading transfers…');
  });

  test('an empty answer shows the empty text, a full one the rows', async () => {
    mockAnswer(Api.transfers.list, []);
    renderScreen(<Transfers />);
    expect(await screen.findByText('No transfers yet')).toBeVisible();
  });

  test("an error answer shows the server's message with Retry, and Retry loads again", async () => {
    let fail = true;
    mockRoute(Api.transfers.list, () => (fail ? refuse(403, ErrorCodes.kycNotApproved, KycRequiredMessages.transfers) : ok([transferView()])));
    const { user } = renderScreen(<Transfers />);
    expect(await screen.findByRole('alert')).toHaveTextContent(KycRequiredMessages.transfers);
    fail = false;
    await user.click(screen.getByRole('button', { name: ui.common.retry }));
    expect(await screen.findByText(transferView().transactionNumber)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a route the gateway does not know (an older deployment) reads as a service that is not available', async () => {
    // Outside the contract on purpose: the route does not answer 404, an older gateway without it does.
    const body = { statusCode: 404, code: ErrorCodes.notFound, message: 'Cannot GET /api/transfers' };
    server.use(http.get(Api.transfers.list.path, () => HttpResponse.json(body, { status: 404 })));
    renderScreen(<Transfers />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ui.common.notAvailable.replace('{{service}}', ui.common.thisService));
  });

  test('a network failure reads as the generic network message', async () => {
    server.use(http.get(Api.transfers.list.path, () => HttpResponse.error()));
    renderScreen(<Transfers />);
    expect(await screen.findByRole('alert')).toHaveTextContent(GenericMessages.network);
  });

  test('an answer that is not JSON reads as the failed request with its status', async () => {
    server.use(http.get(Api.transfers.list.path, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })));
    renderScreen(<Transfers />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed (HTTP 502)');
  });

  test('signed-in calls carry the bearer token of the session', async () => {
    const calls = mockAnswer(Api.transfers.list, []);
    renderScreen(<Transfers />);
    await screen.findByText('No transfers yet');
    expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer test-token-/);
  });
});
