import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, CATALOGUES, ErrorCodes, WebhookMessages, type WebhookDelivery, type WebhookEndpoint } from '@portal/contracts';
import { mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { fillIn, renderScreen } from '@portal/web-core/testing/render';
import { WebhooksPage } from './WebhooksPage';
import { signInAs } from '@portal/web-core/testing/keycloak';

const texts = CATALOGUES.en.ui.adminWebhooks;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const ENDPOINT: WebhookEndpoint = {
  id: 'e1e1e1e1-0000-4000-8000-000000000001',
  url: 'https://hooks.partner.org/portal',
  events: ['kyc.status-changed', 'withdrawal.status-changed'],
  active: true,
  createdAt: '2026-11-27T07:00:00.000Z',
  updatedAt: '2026-11-27T07:00:00.000Z',
  lastDelivery: { status: 'failed', httpStatus: 503, at: '2026-11-27T08:00:00.000Z' },
};

const DELIVERY: WebhookDelivery = {
  id: 'd1d1d1d1-0000-4000-8000-000000000001',
  endpointId: ENDPOINT.id,
  eventId: 'f1f1f1f1-0000-4000-8000-000000000001',
  eventType: 'withdrawal.status-changed',
  status: 'failed',
  attempts: 10,
  lastHttpStatus: 503,
  lastError: 'HTTP 503',
  createdAt: '2026-11-27T07:30:00.000Z',
  lastAttemptAt: '2026-11-27T08:00:00.000Z',
  deliveredAt: null,
};

// The status changes and the endpoints' changes are the admin's (and a finance officer's) to make.
beforeAll(() => signInAs(['admin']));

describe('admin Webhooks page', () => {
  test('lists the endpoints with their events, state and last delivery; an empty list says so', async () => {
    mockRoute(Api.adminWebhooks.endpoints, () => ok([ENDPOINT]));
    renderScreen(<WebhooksPage />);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    const row = (await screen.findByText(ENDPOINT.url)).closest('tr')!;
    expect(within(row).getByText(`${texts.event.kycStatusChanged}, ${texts.event.withdrawalStatusChanged}`)).toBeInTheDocument();
    expect(within(row).getByText(texts.activeYes)).toBeInTheDocument();
    expect(within(row).getByText(texts.status_failed)).toBeInTheDocument();
  });

  test('a new endpoint: the field errors first, then the secret once with a copy button and its warning', async () => {
    mockRoute(Api.adminWebhooks.endpoints, () => ok([]));
    const calls = mockRoute(Api.adminWebhooks.create, ({ body }) => {
      const { url, events } = body as { url: string; events: WebhookEndpoint['events'] };
      return ok({
        ...ENDPOINT,
        id: 'e2e2e2e2-0000-4000-8000-000000000002',
        url,
        events,
        lastDelivery: null,
        secret: 'c2VjcmV0LXNob3duLW9uY2Utb25seS0xMjM0NTY3ODkw',
      });
    });
    const { user } = renderScreen(<WebhooksPage />);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.create }));
    const url = screen.getByLabelText(texts.urlLabel);
    expect(url).toHaveAccessibleDescription(expect.stringContaining(texts.invalidUrl));
    expect(screen.getByText(texts.eventsRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await fillIn(user, url, 'https://hooks.partner.org/new');
    await user.click(screen.getByRole('checkbox', { name: texts.event.grantTrancheReleased }));
    await user.click(screen.getByRole('checkbox', { name: texts.event.kycStatusChanged }));
    await user.click(screen.getByRole('button', { name: texts.create }));
    const secret = await screen.findByLabelText(fill(texts.secretLabel, { url: 'https://hooks.partner.org/new' }));
    expect(secret).toHaveTextContent('c2VjcmV0LXNob3duLW9uY2Utb25seS0xMjM0NTY3ODkw');
    expect(screen.getByRole('alert')).toHaveTextContent(texts.secretWarning);
    // The events go in the contract's order, whatever the order they were ticked in.
    expect(calls[0]!.body).toEqual({ url: 'https://hooks.partner.org/new', events: ['kyc.status-changed', 'grant.tranche-released'] });

    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    await user.click(screen.getByRole('button', { name: texts.copy }));
    expect(await screen.findByText(texts.copied)).toBeInTheDocument();
    expect(copied).toEqual(['c2VjcmV0LXNob3duLW9uY2Utb25seS0xMjM0NTY3ODkw']);
    await user.click(screen.getByRole('button', { name: texts.secretDone }));
    expect(screen.queryByText('c2VjcmV0LXNob3duLW9uY2Utb25seS0xMjM0NTY3ODkw')).not.toBeInTheDocument();
  });

  test("the server's refusal of a URL is shown under the URL field", async () => {
    mockRoute(Api.adminWebhooks.endpoints, () => ok([]));
    mockRoute(Api.adminWebhooks.create, () => refuse(400, ErrorCodes.validationFailed, WebhookMessages.privateAddress));
    const { user } = renderScreen(<WebhooksPage />);
    await screen.findByText(texts.empty);
    const url = screen.getByLabelText(texts.urlLabel);
    await fillIn(user, url, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('checkbox', { name: texts.event.kycStatusChanged }));
    await user.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(WebhookMessages.privateAddress)).toBeInTheDocument();
    expect(url).toHaveAccessibleDescription(expect.stringContaining(WebhookMessages.privateAddress));
    expect(url).toHaveAttribute('aria-invalid', 'true');
  });

  test('disable, and delete after a confirmation', async () => {
    let list = [ENDPOINT];
    mockRoute(Api.adminWebhooks.endpoints, () => ok(list));
    const updates = mockRoute(Api.adminWebhooks.update, ({ body }) => {
      list = [{ ...ENDPOINT, active: (body as { active: boolean }).active }];
      return ok(list[0]!);
    });
    const deletes = mockRoute(Api.adminWebhooks.remove, () => {
      list = [];
      return ok({ deleted: true });
    });
    const { user } = renderScreen(<WebhooksPage />);
    await screen.findByText(ENDPOINT.url);

    await user.click(screen.getByRole('button', { name: fill(texts.disableFor, { url: ENDPOINT.url }) }));
    expect(updates[0]!.body).toEqual({ active: false });
    expect(await screen.findByRole('button', { name: fill(texts.enableFor, { url: ENDPOINT.url }) })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: fill(texts.removeFor, { url: ENDPOINT.url }) }));
    const dialog = screen.getByRole('dialog', { name: texts.removeTitle });
    await user.click(within(dialog).getAllByRole('button', { name: texts.cancel }).at(-1)!);
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: fill(texts.removeFor, { url: ENDPOINT.url }) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.remove }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
  });

  test('the deliveries log of an endpoint, with Replay', async () => {
    mockRoute(Api.adminWebhooks.endpoints, () => ok([ENDPOINT]));
    mockRoute(Api.adminWebhooks.deliveries, () => ok([DELIVERY]));
    const replays = mockRoute(Api.adminWebhooks.replay, () => ok({ ...DELIVERY, status: 'pending' }));
    const { user } = renderScreen(<WebhooksPage />);
    await user.click(await screen.findByRole('button', { name: fill(texts.showDeliveriesFor, { url: ENDPOINT.url }) }));
    const table = await screen.findByRole('table', { name: texts.deliveriesLabel });
    const row = within(table).getByText(texts.event.withdrawalStatusChanged).closest('tr')!;
    expect(within(row).getByText(texts.status_failed)).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('503')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Replay/ }));
    expect(replays).toHaveLength(1);
    expect(replays[0]!.params).toEqual({ id: DELIVERY.id });
  });
});
