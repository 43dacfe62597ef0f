import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, KycAdminMessages } from '@portal/contracts';
import { mockRoute, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { KycRequestsList } from './KycRequestsList';

describe('KYC requests (admin)', () => {
  test("a list that cannot be loaded says 'Failed to load KYC requests: …' (spec 2 §8)", async () => {
    mockRoute(Api.admin.kycRequests, () => refuse(400, 'VALIDATION_FAILED', 'Unknown status'));
    renderScreen(<KycRequestsList />);
    expect(await screen.findByText(`${KycAdminMessages.loadFailed}: Unknown status`)).toBeInTheDocument();
  });
});
