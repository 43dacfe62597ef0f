import { afterEach, describe, expect, test } from '@jest/globals';
import { Api, ErrorCodes, type QuarterSummary } from '@portal/contracts';
import { api } from '../src/api/client';
import { quarterSummary } from './fixtures';
import { mockRoute, ok, refuse, takeContractViolations } from './msw';

afterEach(() => {
  takeContractViolations();
});

describe('mocked answers are held to the contract', () => {
  test('an answer that breaks the response schema is reported', async () => {
    const drifted = { ...quarterSummary(), currentBalance: '500.00' } as unknown as QuarterSummary;
    mockRoute(Api.withdrawals.limits, () => ok(drifted));
    await api.call(Api.withdrawals.limits);
    expect(takeContractViolations()).toEqual([expect.stringContaining("GET /api/withdrawals/limits: the mock's answer breaks the route's response schema")]);
  });

  test('an error status the route does not declare is reported', async () => {
    mockRoute(Api.withdrawals.limits, () => refuse(418, 'TEAPOT', 'no'));
    await expect(api.call(Api.withdrawals.limits)).rejects.toMatchObject({ statusCode: 418 });
    expect(takeContractViolations()).toEqual([expect.stringContaining('answers 418, which the route does not declare')]);
  });

  test("a body the route refuses gets the gateway's 400 and the mock is not asked", async () => {
    let asked = false;
    mockRoute(Api.admin.rejectApproval, () => {
      asked = true;
      return refuse(404, ErrorCodes.notFound, 'not found');
    });
    const call = api.call(Api.admin.rejectApproval, { params: { id: 'c3c3c3c3-0000-4000-8000-000000000003' }, body: { reason: '' } });
    await expect(call).rejects.toMatchObject({ statusCode: 400, code: ErrorCodes.validationFailed, message: expect.stringMatching(/^reason: /) });
    expect(asked).toBe(false);
    expect(takeContractViolations()).toEqual([]);
  });
});
