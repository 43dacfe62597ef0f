import type { TFunction } from 'i18next';

/**
 * The signed-in frames' footer links, in the reader's language: apart from LegalLinks, whose English default
 * comes with the landing page's texts, which a signed-in page does not load.
 */
export const legalLinks = (t: TFunction) => [
  { to: '/terms', label: t('legal.termsTitle') },
  { to: '/privacy', label: t('legal.privacyTitle') },
];
