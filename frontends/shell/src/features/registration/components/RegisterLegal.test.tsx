import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '@portal/web-core/testing/render';
import Register from './Register';

describe('registration', () => {
  test('links to the Terms of Service and the Privacy Policy pages', () => {
    renderScreen(<Register />, { path: '/register' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
