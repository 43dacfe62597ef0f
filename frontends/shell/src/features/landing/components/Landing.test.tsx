import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '@portal/web-core/testing/render';
import { Landing } from './Landing';

describe('the landing page', () => {
  test('its footer links to the Terms of Service and the Privacy Policy pages', () => {
    renderScreen(<Landing />, { path: '/' });
    const footer = screen.getByText(/All rights reserved/).closest('footer')!;
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  test('promises no live chat (support is by ticket)', () => {
    renderScreen(<Landing />, { path: '/' });
    expect(screen.queryByText(/live chat/i)).not.toBeInTheDocument();
  });
});
