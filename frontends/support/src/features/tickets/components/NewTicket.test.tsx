import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CATALOGUES, TicketMessages } from '@portal/contracts';
import { renderScreen } from '@portal/web-core/testing/render';
import { NewTicket } from './NewTicket';

const ui = CATALOGUES.en.ui;

describe('New Ticket', () => {
  test('subject and message are marked required; both blank are marked at once under the spec message', async () => {
    const { user } = renderScreen(<NewTicket />, { path: '/support' });
    const subject = screen.getByLabelText(ui.support.subject);
    const message = screen.getByLabelText(ui.support.message);
    for (const field of [subject, message]) expect(field).toBeRequired();
    expect(screen.getByLabelText(ui.support.category)).not.toBeRequired();
    await user.type(subject, '   ');
    await user.click(screen.getByRole('button', { name: ui.support.submitTicket }));
    expect(screen.getByRole('alert')).toHaveTextContent(TicketMessages.requiredFields);
    for (const field of [subject, message]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(ui.forms.required);
    }
    expect(subject).toHaveFocus();
  });
});
