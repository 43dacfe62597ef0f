import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Api, CATALOGUES, PayoutMessages, ErrorCodes, formatUsd, type PayoutBatchDetail, type PayoutBatchView } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockRoute, ok, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { PayoutsTab } from './PayoutsTab';

const texts = CATALOGUES.en.ui.adminPayouts;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const BATCH: PayoutBatchView = {
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  messageId: 'PBB1B1B1B1000040008000000000000001',
  status: 'submitted',
  createdBy: 'a1a1a1a1-0000-4000-8000-000000000001',
  createdAt: '2026-11-27T07:00:00.000Z',
  itemCount: 3,
  totalCents: 117_000,
};

beforeAll(() => signInAs(['admin']));

describe('admin Payouts tab', () => {
  test('lists the batches and creates one with an idempotency key', async () => {
    mockRoute(Api.adminPayouts.batches, () => ok([BATCH]));
    const created: PayoutBatchDetail = { ...BATCH, id: 'b2b2b2b2-0000-4000-8000-000000000002', messageId: 'PB2', itemCount: 2, items: [] };
    const calls = mockRoute(Api.adminPayouts.createBatch, () => ok({ batch: created, replayed: false }));
    renderScreen(<PayoutsTab />);
    const row = (await screen.findByText(BATCH.messageId)).closest('tr')!;
    expect(within(row).getByText(formatUsd(117_000))).toBeInTheDocument();
    expect(within(row).getByText(texts.status_submitted)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: fill(texts.downloadPain001For, { messageId: BATCH.messageId }) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.createBatch }));
    expect(await screen.findByText(fill(texts.created_other, { messageId: 'PB2', count: 2 }))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('uploads the chosen bank file as text and shows what it settled; a refused file shows the contract text', async () => {
    mockRoute(Api.adminPayouts.batches, () => ok([]));
    let answer = ok<typeof Api.adminPayouts.uploadAnswer>({
      fileId: 'c1c1c1c1-0000-4000-8000-000000000001',
      format: 'camt.054',
      duplicate: false,
      completed: 2,
      failed: 1,
      unchanged: 0,
      unmatched: [],
    }) as ReturnType<typeof ok<typeof Api.adminPayouts.uploadAnswer>> | ReturnType<typeof refuse>;
    const calls = mockRoute(Api.adminPayouts.uploadAnswer, () => answer);
    renderScreen(<PayoutsTab />);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();

    const input = screen.getByLabelText(texts.uploadLabel);
    await userEvent.upload(input, new File(['<Document>camt</Document>'], 'camt054.xml', { type: 'application/xml' }));
    expect(await screen.findByText(fill(texts.uploaded, { completed: 2, failed: 1, unchanged: 0, unmatched: 0 }))).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ document: '<Document>camt</Document>', fileName: 'camt054.xml' });

    answer = refuse(400, ErrorCodes.validationFailed, PayoutMessages.unknownDocument);
    await userEvent.upload(input, new File(['<html/>'], 'page.xml', { type: 'application/xml' }));
    expect(await screen.findByText(PayoutMessages.unknownDocument)).toBeInTheDocument();
  });
});
