import { describe, expect, test } from '@jest/globals';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'contact', label: 'Contact Info' },
  { id: 'new', label: 'New Ticket' },
  { id: 'tickets', label: 'My Tickets' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function Screen() {
  const [tab, setTab] = useState<TabId>('contact');
  return (
    <Tabs label="Support" tabs={TABS} selected={tab} onSelect={setTab} idPrefix="t">
      <p>{tab} panel</p>
    </Tabs>
  );
}

describe('the portal’s tabs (WAI-ARIA tabs pattern)', () => {
  test('only the selected tab is in the Tab order, and the panel is labelled by it', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const [contact, fresh, tickets] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Support' })).toBeVisible();
    expect(contact).toHaveAttribute('aria-selected', 'true');
    expect(contact).toHaveAttribute('tabindex', '0');
    expect(fresh).toHaveAttribute('tabindex', '-1');
    expect(tickets).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Contact Info' })).toHaveTextContent('contact panel');
    await user.tab();
    expect(contact).toHaveFocus();
    await user.tab();
    expect(contact).not.toHaveFocus();
  });

  test('arrow keys move and select (wrapping), Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'New Ticket' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'New Ticket' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('new panel');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contact Info' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'My Tickets' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Contact Info' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'My Tickets' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'My Tickets' })).toHaveTextContent('tickets panel');
  });
});
