import { afterEach, describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CATALOGUES } from '@portal/contracts';
import { applyLanguage } from '@portal/web-core';
import { renderScreen } from '@portal/web-core/testing/render';
import { PrivacyPage, TermsPage } from './LegalPage';

const en = CATALOGUES.en.ui.legal;
const de = CATALOGUES.de.ui.legal;

afterEach(async () => {
  await applyLanguage('en');
});

describe('the Terms of Service and Privacy Policy pages', () => {
  test('/terms and /privacy are real pages with their sections, each linking to the other and home', async () => {
    renderScreen(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: en.termsTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: en.termsFundsHeading })).toBeInTheDocument();
    expect(screen.getByText(en.termsFundsText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.privacyTitle })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: en.backHome })).toHaveAttribute('href', '/');
  });

  test('they speak the language the page shows', async () => {
    await applyLanguage('de');
    renderScreen(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: de.privacyTitle })).toBeInTheDocument();
    expect(screen.getByText(de.privacyRightsText)).toBeInTheDocument();
  });
});
