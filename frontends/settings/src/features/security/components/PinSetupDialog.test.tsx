import { describe, expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Api, CATALOGUES, PinErrorCodes, PinMessages } from '@portal/contracts';
import { mockRoute, refuse } from '@portal/web-core/testing/msw';
import { renderScreen } from '@portal/web-core/testing/render';
import { PinSetupDialog } from './PinSetupDialog';

const ui = CATALOGUES.en.ui;

async function setUpPin(answer: ReturnType<typeof refuse>) {
  mockRoute(Api.pin.set, () => answer);
  const { user } = renderScreen(<PinSetupDialog change={false} locked={false} onClose={jest.fn()} onSaved={jest.fn()} />);
  await user.type(screen.getByLabelText(ui.security.newPin), '482915');
  await user.click(screen.getByRole('button', { name: ui.security.continue }));
  await user.type(screen.getByLabelText(ui.security.confirmPin), '482915');
  await user.click(screen.getByRole('button', { name: ui.security.continue }));
}

describe('PIN setup dialog', () => {
  test('a new PIN the server could not hash says Failed to secure PIN', async () => {
    await setUpPin(refuse(500, PinErrorCodes.secureFailed, PinMessages.secureFailed));
    expect(await screen.findByRole('alert')).toHaveTextContent(PinMessages.secureFailed);
    expect(screen.getByLabelText(ui.security.confirmPin)).toBeRequired();
  });

  test('any other server failure says Failed to save PIN', async () => {
    await setUpPin(refuse(500, 'INTERNAL_ERROR', 'Unexpected error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PinMessages.saveFailed);
  });
});
