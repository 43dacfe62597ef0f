import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, PinErrorCodes, PinMessages } from '@portal/contracts';
import { endSession } from '../../testing/keycloak';
import { mockRoute, refuse } from '../../testing/msw';
import { renderScreen } from '../../testing/render';
import { api } from '../api/client';
import { useAuth } from '../auth/use-auth';
import { usePinCommand } from '../hooks/use-pin-command';
import { PinConfirmDialog } from './PinConfirmDialog';

/** A money command behind the PIN dialog; a refusal that is not the dialog's is written out below it. */
function Harness() {
  useAuth();
  const pin = usePinCommand({
    send: (code, idempotencyKey) =>
      api.call(Api.transfers.create, {
        body: { recipientName: 'Ada Lovelace', recipientAccount: 'UNS-1234', amountCents: 1000, transferType: 'within_unseaf', pin: code, idempotencyKey },
      }),
    onDone: () => undefined,
    onRefused: () => undefined,
  });
  return (
    <>
      <button type="button" onClick={pin.open}>
        Send
      </button>
      {pin.isOpen && <PinConfirmDialog purpose="this transfer" rows={[['Amount', '$10.00']]} {...pin.dialog} />}
    </>
  );
}

// Its own file: ending the session lasts for the rest of the file (the page's auth client starts once per file).
describe("the PIN dialog's own texts (spec 2 §8)", () => {
  test('a PIN that could not be checked keeps the dialog with Verification failed. Please try again.', async () => {
    const calls = mockRoute(Api.transfers.create, () => refuse(500, PinErrorCodes.verificationFailed, PinMessages.verificationFailed));
    const { user } = renderScreen(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('246810{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(PinMessages.modalVerificationFailed);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('a session that has ended is said in the dialog, Please log in to continue, and the PIN is not sent', async () => {
    const calls = mockRoute(Api.transfers.create, () => refuse(500, PinErrorCodes.verificationFailed, PinMessages.verificationFailed));
    const { user } = renderScreen(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    endSession();
    await user.keyboard('246810{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(PinMessages.modalLoginRequired);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
