import { beforeAll, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, CATALOGUES, type PayoutBatchView } from '@portal/contracts';
import { signInAs } from '@portal/web-core/testing/keycloak';
import { mockRoute, ok } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { PayoutsTab } from './PayoutsTab';

const texts = CATALOGUES.en.ui.adminPayouts;

const BATCH: PayoutBatchView = {
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  messageId: 'PBB1B1B1B1000040008000000000000001',
  status: 'submitted',
  createdBy: 'a1a1a1a1-0000-4000-8000-000000000001',
  createdAt: '2026-11-27T07:00:00.000Z',
  itemCount: 3,
  totalCents: 117_000,
};

// The auditor reads everything and changes nothing: the batches and their files, no batch to create, no bank answer to upload.
beforeAll(() => signInAs(['auditor']));

test('an auditor reads the batches and downloads their files, and is offered neither Create batch nor the upload', async () => {
  mockRoute(Api.adminPayouts.batches, () => ok([BATCH]));
  renderScreen(<PayoutsTab />);
  const row = (await screen.findByText(BATCH.messageId)).closest('tr')!;
  expect(within(row).getAllByRole('button').length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: texts.createBatch })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(texts.uploadLabel)).not.toBeInTheDocument();
});
