import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { FOUR_EYES_DEFAULT_THRESHOLD_CENTS, FOUR_EYES_DEFAULT_WINDOW_HOURS } from '@portal/contracts';
import { fourEyesWindow, windowStart } from './four-eyes.js';

test('the window starts the configured hours earlier, rounded down to the whole minute (a move counts at least that long)', () => {
  const now = new Date('2026-11-26T17:45:31.250Z');
  assert.equal(windowStart(now, 24).toISOString(), '2026-11-25T17:45:00.000Z');
  assert.equal(windowStart(now, 1).toISOString(), '2026-11-26T16:45:00.000Z');
  assert.equal(windowStart(now, 0.5).toISOString(), '2026-11-26T17:15:00.000Z');
  assert.equal(windowStart(new Date('2026-11-26T00:00:00.000Z'), 48).toISOString(), '2026-11-24T00:00:00.000Z');
});

test('the window and its limits come from the environment, defaulting to 24 h and the threshold', () => {
  assert.deepEqual(fourEyesWindow({}), {
    adminLimitCents: FOUR_EYES_DEFAULT_THRESHOLD_CENTS,
    recipientLimitCents: FOUR_EYES_DEFAULT_THRESHOLD_CENTS,
    hours: FOUR_EYES_DEFAULT_WINDOW_HOURS,
  });
  assert.deepEqual(fourEyesWindow({ FOUR_EYES_THRESHOLD_CENTS: '500000', FOUR_EYES_WINDOW_HOURS: '12' }), {
    adminLimitCents: 500_000,
    recipientLimitCents: 500_000,
    hours: 12,
  });
  assert.deepEqual(fourEyesWindow({ FOUR_EYES_ADMIN_WINDOW_CENTS: '100', FOUR_EYES_RECIPIENT_WINDOW_CENTS: '200', FOUR_EYES_WINDOW_HOURS: '0.25' }), {
    adminLimitCents: 100,
    recipientLimitCents: 200,
    hours: 0.25,
  });
  for (const hours of ['0', '-1', 'a day', '745']) assert.throws(() => fourEyesWindow({ FOUR_EYES_WINDOW_HOURS: hours }), /FOUR_EYES_WINDOW_HOURS/);
  assert.throws(() => fourEyesWindow({ FOUR_EYES_RECIPIENT_WINDOW_CENTS: '1.5' }), /FOUR_EYES_RECIPIENT_WINDOW_CENTS/);
});
