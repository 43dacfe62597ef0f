import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Api, CATALOGUES, PIN_LENGTH, PinErrorCodes, PinMessages } from '@portal/contracts';
import { transferResult } from '../../testing/fixtures';
import { mockRoute, ok, refuse } from '../../testing/msw';
import { renderScreen } from '../../testing/render';
import { api } from '../api/client';
import { usePinCommand } from '../hooks/use-pin-command';
import { PinConfirmDialog } from './PinConfirmDialog';

const ui = CATALOGUES.en.ui;

/** A money command behind the PIN dialog, as the send-money and payment forms use it. */
function Harness({ onRefused = () => undefined }: { onRefused?: (error: Error) => void }) {
  const pin = usePinCommand({
    send: (code, idempotencyKey) =>
      api.call(Api.transfers.create, {
        body: { recipientName: 'Ada Lovelace', recipientAccount: 'UNS-1234', amountCents: 1000, transferType: 'within_unseaf', pin: code, idempotencyKey },
      }),
    onDone: () => undefined,
    onRefused,
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

const boxes = () => Array.from({ length: PIN_LENGTH }, (_, i) => screen.getByLabelText(ui.pin.digit.replace('{{n}}', String(i + 1))));

async function openDialog() {
  const view = renderScreen(<Harness />);
  await view.user.click(screen.getByRole('button', { name: 'Send' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: ui.pin.title }) };
}

describe('PIN dialog (Confirm Transaction)', () => {
  test('shows six masked digit boxes, the summary and the security notice; the first box has the focus', async () => {
    const { dialog } = await openDialog();
    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) expect(box).toHaveAttribute('type', 'password');
    expect(boxes()[0]).toHaveFocus();
    expect(within(dialog).getByText('$10.00')).toBeVisible();
    expect(within(dialog).getByText(ui.pin.security, { exact: false })).toBeVisible();
  });

  test('takes digits only, and a pasted PIN spreads over the boxes', async () => {
    const { user } = await openDialog();
    await user.keyboard('4a');
    expect(boxes()[0]).toHaveValue('4');
    expect(boxes()[1]).toHaveValue('');
    await user.click(boxes()[0]!);
    await user.paste('918273');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['9', '1', '8', '2', '7', '3']);
  });

  test('an incomplete PIN is refused before anything is sent, with the message tied to the boxes', async () => {
    const calls = mockRoute(Api.transfers.create, () => ok(transferResult()));
    const { user } = await openDialog();
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: ui.pin.confirm }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PinMessages.enterSix);
    expect(boxes()[0]).toHaveAccessibleDescription(PinMessages.enterSix);
    expect(calls).toHaveLength(0);
  });

  test("a wrong PIN shows the server's message and clears the boxes; Enter submits", async () => {
    const message = PinMessages.incorrect(2);
    const calls = mockRoute(Api.transfers.create, () => refuse(400, PinErrorCodes.incorrect, message));
    const { user } = await openDialog();
    await user.keyboard('111111{Enter}');
    expect(await screen.findByText(message)).toBeVisible();
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ pin: '111111' });
  });

  test('a locked PIN hides the boxes and disables Confirm', async () => {
    mockRoute(Api.transfers.create, () => refuse(423, PinErrorCodes.locked, PinMessages.nowLocked));
    const { user } = await openDialog();
    await user.keyboard('222222{Enter}');
    expect(await screen.findByText(PinMessages.nowLocked)).toBeVisible();
    expect(screen.queryByLabelText(ui.pin.digit.replace('{{n}}', '1'))).toBeNull();
    expect(screen.getByRole('button', { name: ui.pin.confirm })).toBeDisabled();
  });

  test('Cancel and Escape close the dialog', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: ui.common.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
