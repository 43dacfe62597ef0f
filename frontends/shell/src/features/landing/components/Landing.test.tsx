import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { LANDING_TEXTS_EN } from '@portal/contracts/landing';
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

  describe("in the visitor's language", () => {
    afterEach(() => {
      window.localStorage.clear();
      document.documentElement.lang = 'en';
    });

    test('English first, as prerendered; German and French on choice, figures in their format, and remembered', async () => {
      const first = renderScreen(<Landing />, { path: '/' });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(LANDING_TEXTS_EN.heroTitle);
      expect(screen.getByText('$2.5B+')).toBeInTheDocument();
      const picker = screen.getByRole('combobox', { name: 'Language' });
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['English', 'Deutsch', 'Français']);

      await first.user.selectOptions(picker, 'de');
      expect(await screen.findByRole('heading', { level: 1, name: 'Wir finanzieren die Unternehmen, die eine nachhaltige Zukunft bauen' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Jetzt starten' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
      expect(screen.getByText(/^2,5\s*Mrd\.\s*\$\+$/)).toBeInTheDocument();
      expect(screen.getByText('73.000+')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
      expect(document.documentElement.lang).toBe('de');

      await first.user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'fr');
      expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
      first.unmount();

      // The next visit starts as prerendered and shows the remembered language once its texts are there.
      renderScreen(<Landing />, { path: '/' });
      expect(await screen.findByRole('heading', { level: 2, name: 'Nos fonds' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('fr');
    });
  });
});
