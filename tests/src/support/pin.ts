// A recipient with a transaction PIN, and PIN attempts straight to the ledger (as payments sends them).
import assert from 'node:assert/strict';
import { PinMessages, Rpc, Api } from '@portal/contracts';
import type { NatsRpc, NatsRpcError } from './rpc.js';
import { registerRecipient, setAccountStatus, tokenFor } from './platform.js';
import { waitFor } from './wait.js';
import { clientFor } from './client.js';

/** A new approved recipient who has set `pin`, with their token. */
export async function recipientWithPin(pin = '739164') {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const token = await tokenFor(r.email, r.password);
  const set = await clientFor(token).answer(Api.pin.set, { body: { pin, confirmPin: pin } });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  return { ...r, token };
}

/**
 * `attempt` answers 'ok' or the ledger's refusal text. After a wrong PIN the next attempt must wait 1 s;
 * a too-early one is refused and not counted, so `attemptWhenAllowed` repeats it until it is let through,
 * which is the same as waiting.
 */
export function pinAttempts(rpc: NatsRpc) {
  const attempt = (userId: string, pin: string) =>
    rpc.call(Rpc.pinVerify, { userId, pin }).then(
      () => 'ok',
      (e: NatsRpcError) => e.body.message,
    );
  const attemptWhenAllowed = (userId: string, pin: string) =>
    waitFor(
      async () => {
        const answer = await attempt(userId, pin);
        return answer === PinMessages.tooSoon ? null : answer;
      },
      { what: 'the pause after a wrong PIN', intervalMs: 200 },
    );
  return { attempt, attemptWhenAllowed };
}
